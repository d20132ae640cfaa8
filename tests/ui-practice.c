/* ui-practice.c — Practice mode driven by the keyboard (ui-practice.h). */
#include "config.h"
#include "ui-practice.h"

#include "ui-common.h"

void
practice_type_answer (QdPracticeBar *bar, const char *text)
{
  GtkEditable *entry = qd_practice_bar_get_entry (bar);
  GtkWidget *text_widget = GTK_WIDGET (gtk_editable_get_delegate (entry));

  gtk_entry_grab_focus_without_selecting (GTK_ENTRY (entry));
  if (text != NULL)
    gtk_editable_set_text (entry, text);
  g_assert_true (gtk_widget_has_focus (text_widget));
  if (!press_key_in (text_widget, GDK_KEY_Return, 0))
    /* GtkText takes Return in its own key handler, which the test's key
     * presses cannot reach: its "activate", as that handler emits. */
    g_signal_emit_by_name (text_widget, "activate");
  wait_for_frame ();
}

void
practice_scroll_to_bar (QdPracticeBar *bar)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (GTK_WIDGET (bar), GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  graphene_point_t at;

  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (bar), gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled)),
                                           &GRAPHENE_POINT_INIT (0, 0), &at));
  gtk_adjustment_set_value (adjustment, at.y - 120);
  wait_for_frame ();
}

gboolean
practice_flap_settled (gpointer flap)
{
  return adw_flap_get_reveal_progress (flap) == (adw_flap_get_reveal_flap (flap) ? 1.0 : 0.0);
}
