/* qd-gdl-page-warnings.c — what the reader warned of in the rules (the
 * rules read as GGP Base's prover reads them: qd_gdl_game_warnings), at
 * the top of the General Games tab's sidebar: a row "3 warnings" that
 * opens to one row a warning, "checkers.kif:555:6" over its sentence,
 * both selectable (to copy), and a button that shows the line in the
 * Rules pane.  The command line prints the same lines on stderr. */
#include "config.h"
#include "qd-gdl-page-private.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

/* A warning as the reader words it, "rules:LINE:COLUMN: warning: TEXT"
 * (qd-gdl-sheet.c names the rules "rules"): its line, column and text. */
static gboolean
split_warning (const char *warning, guint *line, guint *column, const char **text)
{
  const char *colon = strchr (warning, ':');
  int used = 0;

  if (colon == NULL || sscanf (colon + 1, "%u:%u: %n", line, column, &used) != 2 || used == 0)
    return FALSE;
  *text = colon + 1 + used;
  if (g_str_has_prefix (*text, "warning: "))
    *text += strlen ("warning: ");
  return TRUE;
}

static void
on_show_line (GtkButton *button, QdGdlPage *self)
{
  guint line = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "line"));
  guint column = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "column"));

  qd_gdl_rules_go_to (self, line, column);
}

static GtkWidget *
selectable_label (const char *text, const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, css_class);
  return label;
}

/* One warning's row: where (file:line:column) over what, and the button
 * that shows the line. */
static GtkWidget *
warning_row (QdGdlPage *self, const char *name, const char *warning)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *words = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  guint line = 0, column = 0;
  const char *text = warning;
  g_autofree char *where = NULL, *show = NULL, *said = NULL;

  if (split_warning (warning, &line, &column, &text))
    where = g_strdup_printf ("%s:%u:%u", name, line, column);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_hexpand (words, TRUE);
  if (where != NULL)
    gtk_box_append (GTK_BOX (words), selectable_label (where, "caption"));
  gtk_box_append (GTK_BOX (words), selectable_label (text, "body"));
  gtk_box_append (GTK_BOX (box), words);
  if (line > 0)
    {
      GtkWidget *button = gtk_button_new_from_icon_name ("go-jump-symbolic");

      /* Translators: the button beside a warning about the rules: shows its line in the Rules pane. */
      show = g_strdup_printf (_("Show line %u in the rules"), line);
      gtk_widget_set_tooltip_text (button, show);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, show, -1);
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (button, "flat");
      g_object_set_data (G_OBJECT (button), "line", GUINT_TO_POINTER (line));
      g_object_set_data (G_OBJECT (button), "column", GUINT_TO_POINTER (column));
      g_signal_connect (button, "clicked", G_CALLBACK (on_show_line), self);
      gtk_box_append (GTK_BOX (box), button);
    }
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  /* A screen reader hears the row whole: where, then what. */
  said = where != NULL ? g_strdup_printf ("%s: %s", where, text) : g_strdup (text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, said, -1);
  return row;
}

void
qd_gdl_page_warnings_sync (QdGdlPage *self)
{
  GPtrArray *warnings = self->sheet != NULL && self->sheet->game != NULL ? qd_gdl_game_warnings (self->sheet->game)
                                                                          : NULL;
  guint n = warnings != NULL ? warnings->len : 0;
  const char *name = qd_page_get_title (QD_PAGE (self));
  g_autofree char *title = NULL;

  for (guint i = 0; i < self->warning_rows->len; i++)
    adw_expander_row_remove (self->warnings_row, self->warning_rows->pdata[i]);
  g_ptr_array_set_size (self->warning_rows, 0);
  gtk_widget_set_visible (self->warnings_group, n > 0);
  if (n == 0)
    return;
  title = g_strdup_printf (ngettext ("%u warning in the rules", "%u warnings in the rules", n), n);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->warnings_row), title);
  adw_expander_row_set_expanded (self->warnings_row, FALSE);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *row = warning_row (self, name != NULL ? name : "rules", warnings->pdata[i]);

      adw_expander_row_add_row (self->warnings_row, row);
      g_ptr_array_add (self->warning_rows, row);
    }
}

/* The expander row's own switch (its show-enable-switch, off here: never
 * shown) taken out of the focus chain, where it would be a nameless
 * control. */
static void
unfocus_switches (GtkWidget *widget)
{
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      if (GTK_IS_SWITCH (c))
        gtk_widget_set_focusable (c, FALSE);
      unfocus_switches (c);
    }
}

void
qd_gdl_page_warnings_init (QdGdlPage *self)
{
  self->warning_rows = g_ptr_array_new ();
  unfocus_switches (GTK_WIDGET (self->warnings_row));
  /* the rows name the file, which a document opened gets after its model */
  g_signal_connect_object (qd_page_get_document (QD_PAGE (self)), "notify::title",
                           G_CALLBACK (qd_gdl_page_warnings_sync), self, G_CONNECT_SWAPPED);
}

void
qd_gdl_page_warnings_dispose (QdGdlPage *self)
{
  g_clear_pointer (&self->warning_rows, g_ptr_array_unref);
}
