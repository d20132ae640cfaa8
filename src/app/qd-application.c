/* qd-application.c — the application: actions, accelerators, windows. */
#include "config.h"
#include "qd-application.h"
#include "app/qd-agents-window.h"
#include "app/qd-tournament-window.h"

#include <glib/gi18n.h>

#include "core/qd-text.h"

#include "qd-window.h"
#include "app/widgets/qd-look.h"
#include "core/qd-program.h"

struct _QdApplication
{
  AdwApplication parent_instance;
  GSettings *settings;
};

G_DEFINE_FINAL_TYPE (QdApplication, qd_application, ADW_TYPE_APPLICATION)

static QdWindow *
get_window (QdApplication *self, gboolean *created)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  *created = window == NULL;
  if (window == NULL)
    window = GTK_WINDOW (qd_window_new (GTK_APPLICATION (self)));
  return QD_WINDOW (window);
}

static void
qd_application_activate (GApplication *app)
{
  gboolean created;
  QdWindow *window = get_window (QD_APPLICATION (app), &created);

  if (created)
    qd_window_restore_session (window);
  gtk_window_present (GTK_WINDOW (window));
}

static void
qd_application_open (GApplication *app, GFile **files, int n_files, const char *hint)
{
  gboolean created;
  QdWindow *window = get_window (QD_APPLICATION (app), &created);

  for (int i = 0; i < n_files; i++)
    qd_window_open_file (window, files[i]);
  gtk_window_present (GTK_WINDOW (window));
}

static void
about_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  GtkApplication *app = user_data;
  const char *developers[] = { _("Quandary developers"), NULL };
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", gtk_application_get_active_window (app),
                        "application-name", _("Quandary"),
                        "application-icon", APP_ID,
                        "developer-name", _("Quandary developers"),
                        "version", PACKAGE_VERSION,
                        "website", "https://github.com/quandary/quandary",
                        "issue-url", "https://github.com/quandary/quandary/issues",
                        "comments", _("The classic problems of AI search to click through: constraint puzzles, "
                                      "map colouring, games against the computer, game trees and local search, "
                                      "solved step by step, edited and exported for a report."),
                        "copyright", _("© 2026 Quandary developers"),
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "developers", developers,
                        "translator-credits", _("translator-credits"),
                        NULL);
  gtk_window_present (GTK_WINDOW (about));
}

static void
quit_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (user_data));

  /* Closing each window asks about unsaved changes first. */
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
}

static void
agents_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (user_data));

  gtk_window_present (GTK_WINDOW (qd_agents_window_new (parent)));
}

static void
tournament_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (user_data));

  /* The main window's own (the one the menu was opened from). */
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (user_data)); !QD_IS_WINDOW (parent) && l != NULL;
       l = l->next)
    parent = l->data;
  if (QD_IS_WINDOW (parent))
    gtk_window_present (GTK_WINDOW (qd_tournament_window_for (QD_WINDOW (parent))));
}

/* A message in full (a toast's Details: qd_toast_new), over the active
 * window. */
static void
show_message_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (user_data));
  g_autofree char *safe = qd_text_sanitize_message (g_variant_get_string (param, NULL));
  GtkWidget *dialog = adw_message_dialog_new (parent, NULL, safe);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static const GActionEntry app_actions[] = {
  { "about", about_activated },
  { "show-message", show_message_activated, "s" },
  { "agents", agents_activated },
  { "tournament", tournament_activated },
  { "quit", quit_activated },
};

/* Whether the sandbox can be made, tried once a process, on a worker:
 * the windows that ask (Outside Agents, Grade a Class, Tournament, a game's
 * outside agent) then find it known instead of waiting for bubblewrap. */
static gpointer
probe_sandbox (gpointer data)
{
  qd_program_sandbox_available (NULL);
  return NULL;
}

static void
qd_application_startup (GApplication *app)
{
  static const struct { const char *action; const char *accels[3]; } accels[] = {
    { "app.quit", { "<Primary>q", NULL } },
    { "win.open", { "<Primary>o", NULL } },
    { "win.save", { "<Primary>s", NULL } },
    { "win.save-as", { "<Primary><Shift>s", NULL } },
    { "win.close-tab", { "<Primary>w", NULL } },
    { "win.toggle-controls", { "F9", NULL } },
    { "win.presentation", { "F11", NULL } },
    { "win.choose-new-tab", { "<Primary>t", NULL } },
    { "win.help", { "F1", NULL } },
    { "win.report", { "<Primary>r", NULL } },
    { "win.add-to-report", { "<Primary><Shift>r", NULL } },
    { "win.show-report", { "<Primary><Alt>r", NULL } },
    { "win.export-animation", { "<Primary><Shift>g", NULL } },
    { "win.check-answer", { "<Primary>k", NULL } },
  };

  QdApplication *self = QD_APPLICATION (app);
  g_autoptr(GAction) action = NULL;

  G_APPLICATION_CLASS (qd_application_parent_class)->startup (app);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions), app);
  /* The colour letters preference: app.color-labels, its state the key's. */
  self->settings = g_settings_new (APP_ID);
  action = g_settings_create_action (self->settings, "color-labels");
  g_action_map_add_action (G_ACTION_MAP (app), action);
  qd_look_bind_color_labels (qd_look_get_default (), self->settings);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), accels[i].action, accels[i].accels);
  g_thread_unref (g_thread_new ("qd-sandbox-probe", probe_sandbox, NULL));
}

static void
qd_application_dispose (GObject *object)
{
  g_clear_object (&QD_APPLICATION (object)->settings);
  G_OBJECT_CLASS (qd_application_parent_class)->dispose (object);
}

static void
qd_application_class_init (QdApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = qd_application_dispose;
  app_class->activate = qd_application_activate;
  app_class->open = qd_application_open;
  app_class->startup = qd_application_startup;
}

static void
qd_application_init (QdApplication *self)
{
}

QdApplication *
qd_application_new (GApplicationFlags extra_flags)
{
  return g_object_new (QD_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN | extra_flags,
                       "resource-base-path", "/io/github/quandary/Quandary",
                       NULL);
}
