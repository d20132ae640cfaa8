/* qd-window-help.c — Help (F1): the user manual in Yelp, at the page of the
 * tab on show (help/C/problem-<id>.page), else its front page. */
#include "config.h"
#include "qd-window-private.h"

#include <glib/gi18n.h>

/* The manual's name under help/ (help/meson.build: gnome.yelp of the project). */
#define HELP_ID "quandary"

/* The manual's page for a problem: "problem-<id>" (help/C/). */
char *
qd_window_help_uri (QdWindow *self)
{
  QdPage *page = qd_window_get_current_page (self);
  const QdProblem *problem = page != NULL ? qd_window_problem_of_page (page) : NULL;

  if (problem != NULL)
    return g_strdup_printf ("help:%s/problem-%s", HELP_ID, problem->id);
  return g_strdup_printf ("help:%s", HELP_ID);
}

static void
shown (GObject *source, GAsyncResult *result, gpointer data)
{
  QdWindow *self = QD_WINDOW (source);
  g_autoptr(GError) error = NULL;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (!gtk_show_uri_full_finish (GTK_WINDOW (self), result, &error) &&
      !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    qd_window_show_toast (self, _("The manual could not be opened: install Yelp, GNOME’s help viewer"));
  G_GNUC_END_IGNORE_DEPRECATIONS
}

void
qd_window_help_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  QdWindow *self = QD_WINDOW (user_data);
  g_autofree char *uri = qd_window_help_uri (self);

  /* GTK 4.8 has no GtkUriLauncher (4.10); gtk_show_uri_full goes through
   * the portal in a sandbox and through the help: handler (Yelp) outside. */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_show_uri_full (GTK_WINDOW (self), uri, GDK_CURRENT_TIME, NULL, shown, NULL);
  G_GNUC_END_IGNORE_DEPRECATIONS
}
