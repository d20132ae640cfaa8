/* qd-search-page-andor-check.c — the AND-OR Search window's Check a
 * Plan: a plan typed in the book's notation checked from the start chosen
 * (qd_search_andor_check_plan: any correct plan passes), the verdict under
 * the field. */
#include "config.h"
#include "qd-search-page-andor.h"
#include "qd-search-page-andor-private.h"

#include <glib/gi18n.h>
#include <string.h>

/* The verdict of a plan typed (qd_search_andor_check_plan): correct, or
 * the first problem; shown under the field. */
const char *
qd_search_page_andor_check (GtkWindow *window, const char *text)
{
  Andor *a = qd_search_page_andor_of (window);
  g_autofree char *expected = NULL, *verdict = NULL;
  QdCheckResult *result;

  if (a->job != NULL)
    {
      gtk_label_set_text (a->check_label, _("Searching…"));
      return gtk_label_get_text (a->check_label);
    }
  if (a->result.plan != NULL)
    expected = qd_search_andor_plan_to_string (a->world, a->result.plan);
  result = qd_search_andor_check_plan (a->world, gtk_drop_down_get_selected (a->start_drop), expected,
                                       text, strlen (text));
  if (result->verdict == QD_CHECK_CORRECT)
    verdict = g_strdup (_("Correct: the plan reaches a goal whatever the outcomes."));
  else
    verdict = g_strdup_printf (_("Wrong: %s"), result->explanation != NULL ? result->explanation : "");
  gtk_label_set_text (a->check_label, verdict);
  gtk_widget_set_visible (GTK_WIDGET (a->check_label), TRUE);
  /* The field and its verdict shown (a check from a test or a script too). */
  gtk_revealer_set_reveal_child (a->check_revealer, TRUE);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (a->check_entry)), text) != 0)
    gtk_editable_set_text (GTK_EDITABLE (a->check_entry), text);
  qd_check_result_free (result);
  return gtk_label_get_text (a->check_label);
}

static void
check_activated (Andor *a)
{
  qd_search_page_andor_check (a->window, gtk_editable_get_text (GTK_EDITABLE (a->check_entry)));
}

static void
check_toggled (GtkButton *button, Andor *a)
{
  gboolean on = !gtk_revealer_get_reveal_child (a->check_revealer);

  gtk_revealer_set_reveal_child (a->check_revealer, on);
  if (on)
    gtk_widget_grab_focus (GTK_WIDGET (a->check_entry));
}

/* "Check a Plan…": a field for a plan in the book's notation, a Check
 * button and the verdict, under the plan. */
GtkWidget *
qd_search_page_andor_check_box (Andor *a)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6), *inner = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *toggle = gtk_button_new_with_mnemonic (_("_Check a Plan…")), *check;
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  a->check_revealer = GTK_REVEALER (gtk_revealer_new ());
  a->check_entry = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_placeholder_text (a->check_entry, "[Suck, if State = 5 then [Right, Suck] else []]");
  gtk_accessible_update_property (GTK_ACCESSIBLE (a->check_entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("A plan to check, in the book’s notation"), -1);
  check = gtk_button_new_with_mnemonic (_("C_heck"));
  gtk_widget_set_halign (check, GTK_ALIGN_START);
  a->check_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (a->check_label, TRUE);
  gtk_label_set_xalign (a->check_label, 0);
  gtk_label_set_selectable (a->check_label, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (a->check_label), FALSE);
  g_signal_connect_swapped (a->check_entry, "activate", G_CALLBACK (check_activated), a);
  g_signal_connect_swapped (check, "clicked", G_CALLBACK (check_activated), a);
  g_signal_connect (toggle, "clicked", G_CALLBACK (check_toggled), a);
  /* The field and its button on one row, the verdict under them. */
  gtk_widget_set_hexpand (GTK_WIDGET (a->check_entry), TRUE);
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (a->check_entry));
  gtk_box_append (GTK_BOX (row), check);
  gtk_box_append (GTK_BOX (inner), row);
  gtk_box_append (GTK_BOX (inner), GTK_WIDGET (a->check_label));
  gtk_revealer_set_child (a->check_revealer, inner);
  gtk_widget_set_halign (toggle, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (box), toggle);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (a->check_revealer));
  gtk_widget_set_margin_top (box, 6);
  return box;
}
