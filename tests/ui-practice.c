/* ui-practice.c — Practice mode driven by the keyboard (ui-practice.h). */
#include "config.h"
#include "ui-practice.h"

#include "ui-common.h"
#include "app/widgets/qd-board-pane.h"

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
practice_scroll_to (GtkWidget *widget)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  graphene_point_t at;

  g_assert_true (gtk_widget_compute_point (widget, gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled)),
                                           &GRAPHENE_POINT_INIT (0, 0), &at));
  /* The viewport's point is where it shows: the scroll already in it. */
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + at.y - 120);
  wait_for_frame ();
}

void
practice_scroll_to_bar (QdPracticeBar *bar)
{
  practice_scroll_to (GTK_WIDGET (bar));
}

gboolean
practice_flap_settled (gpointer flap)
{
  return adw_flap_get_reveal_progress (flap) == (adw_flap_get_reveal_flap (flap) ? 1.0 : 0.0);
}

GtkDropDown *
practice_frequency (QdPracticeBar *bar)
{
  for (GtkWidget *w = gtk_widget_get_first_child (GTK_WIDGET (bar)); w != NULL; w = gtk_widget_get_first_child (w))
    for (GtkWidget *c = w; c != NULL; c = gtk_widget_get_next_sibling (c))
      if (GTK_IS_BOX (c))
        for (GtkWidget *d = gtk_widget_get_first_child (c); d != NULL; d = gtk_widget_get_next_sibling (d))
          if (GTK_IS_DROP_DOWN (d))
            return GTK_DROP_DOWN (d);
  g_error ("no frequency drop-down in the practice bar");
}

void
practice_dark_controls (QdPage *page, QdPracticeBar *bar)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  spin (300);
  wait_for_frame ();
  g_assert_true (adw_flap_get_folded (qd_page_get_flap (page)));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-controls", NULL);
  wait_until (practice_flap_settled, qd_page_get_flap (page), 5000, "the controls to show");
  spin (200);
  practice_scroll_to_bar (bar);
  g_assert_true (adw_flap_get_reveal_flap (qd_page_get_flap (page)));
}

void
practice_check_session (QdPage *page, QdPracticeBar *bar, const char *score, const char *what)
{
  g_autofree char *said = qd_practice_score_text (qd_practice_bar_get_practice (bar));
  g_autoptr(GString) report = g_string_new (NULL);

  g_assert_cmpstr (said, ==, score);
  g_assert_true (check_page_fits (page, 600, 500, what, report));
}

void
practice_undo_dark (void)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-controls", NULL);
  resize_window (1200, 760);
  close_current_page ();
}

static gboolean
has_questions (gpointer bar)
{
  return qd_practice_bar_get_practice (bar) != NULL;
}

void
practice_turn_on (QdPage *page, QdPracticeBar *bar, const char *action)
{
  GtkWidget *pane = gtk_widget_get_ancestor (GTK_WIDGET (qd_page_get_canvas (page)), QD_TYPE_BOARD_PANE);

  g_assert_nonnull (pane);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
  qd_board_pane_set_search_tree_shown (QD_BOARD_PANE (pane), TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), action, NULL));
  g_assert_false (qd_board_pane_get_search_tree_shown (QD_BOARD_PANE (pane)));
  wait_until (has_questions, bar, 5000, "the practice questions");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar)));
}
