/* ui-page-check.c — see ui-page-check.h. */
#include "config.h"

#include "ui-common.h"
#include "ui-page-check.h"

#include "app/qd-check-window.h"

static gboolean
mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data));
}

static gboolean
check_done (gpointer data)
{
  QdCheckWindow *window = data;

  return !qd_check_window_is_busy (window) && qd_check_window_get_result (window) != NULL;
}

QdCheckResult *
check_answer_in_page (QdPage *page, const char *answer, const char *stem)
{
  QdCheckWindow *check_window;
  g_autofree char *shot = g_strdup_printf ("%s-check.png", stem);
  g_autofree char *tab_shot = g_strdup_printf ("%s-check-tab.png", stem);
  const QdCheckResult *result;

  g_assert_true (qd_page_can_check (page));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "check-answer"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "check-answer", NULL);
  check_window = qd_window_check_answer (window);
  g_assert_nonnull (check_window);
  wait_until (mapped, check_window, 10000, "the check window");
  qd_check_window_set_answer (check_window, answer);
  g_assert_null (qd_check_window_get_result (check_window));
  qd_check_window_check (check_window);
  wait_until (check_done, check_window, 60000, "the check's verdict");
  result = qd_check_window_get_result (check_window);
  g_assert_nonnull (qd_page_get_check_result (page));
  g_assert_cmpint (qd_page_get_check_result (page)->verdict, ==, result->verdict);
  screenshot_of (GTK_WIDGET (check_window), shot);
  screenshot_of (GTK_WIDGET (window), tab_shot);
  /* The check window fits a 600 x 500 screen: its sidebar folds away. */
  {
    int minimum_width, minimum_height;

    gtk_widget_measure (GTK_WIDGET (check_window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum_width, NULL, NULL, NULL);
    gtk_widget_measure (GTK_WIDGET (check_window), GTK_ORIENTATION_VERTICAL, 600, &minimum_height, NULL, NULL, NULL);
    g_assert_cmpint (minimum_width, <=, 600);
    g_assert_cmpint (minimum_height, <=, 500);
  }
  return qd_check_result_copy (result);
}
