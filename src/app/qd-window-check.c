/* qd-window-check.c — Check an Answer… (Ctrl+K): the current tab's check
 * window (qd-check-window.h), in the tabs whose problem checks answers;
 * Grade a Class…, whose failed answers open in that window; New Exercise…
 * and Worksheet… (qd-exercises-window.h), in the tabs whose problem has
 * exercises. */
#include "config.h"
#include "qd-window-private.h"

#include <glib/gi18n.h>

#include "app/qd-check-window.h"
#include "app/qd-exercises-window.h"
#include "app/qd-grading-window.h"

QdCheckWindow *
qd_window_check_answer (QdWindow *self)
{
  QdPage *page = qd_window_get_current_page (self);
  QdCheckWindow *window;

  if (page == NULL || !qd_page_can_check (page))
    {
      qd_window_show_toast (self, _("This tab has no answer to check"));
      return NULL;
    }
  window = qd_check_window_for_page (page, GTK_WINDOW (self));
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

void
qd_window_check_answer_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  qd_window_check_answer (QD_WINDOW (user_data));
}

void
qd_window_grading_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  gtk_window_present (GTK_WINDOW (qd_grading_window_for (QD_WINDOW (user_data))));
}

void
qd_window_exercises_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  QdWindow *self = QD_WINDOW (user_data);
  QdPage *page = qd_window_get_current_page (self);

  if (page == NULL || QD_PAGE_GET_CLASS (page)->worksheets == NULL)
    {
      qd_window_show_toast (self, _("This tab has no exercises"));
      return;
    }
  gtk_window_present (GTK_WINDOW (qd_exercises_window_for (page, GTK_WINDOW (self),
                                                           g_str_equal (g_action_get_name (G_ACTION (action)),
                                                                        "worksheet"))));
}
