/* qd-agents-window.h — the registry of outside agents (docs/agents.md) in
 * the window: the agents listed, added, tested with a short game of each
 * game they play (as `quandary-cli agent-test`), and removed; and whether
 * the sandbox runs here. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define QD_TYPE_AGENTS_WINDOW (qd_agents_window_get_type ())
G_DECLARE_FINAL_TYPE (QdAgentsWindow, qd_agents_window, QD, AGENTS_WINDOW, AdwPreferencesWindow)

QdAgentsWindow *qd_agents_window_new        (GtkWindow *parent);
/* The agents' rows (for tests): one per agent of the registry. */
GtkListBox     *qd_agents_window_get_list   (QdAgentsWindow *self);
/* Adds an agent as the Add page would (for tests and the page's button):
 * FALSE with a toast saying why when it cannot be added. */
gboolean        qd_agents_window_add        (QdAgentsWindow *self, const char *name, const char *command,
                                             const char *folder, gboolean once, const char *const *games,
                                             double move_seconds);
/* Tests the agent `name` (a job); `done` is called with the results'
 * text, one line per game, and whether every game was played to its end. */
typedef void (*QdAgentsWindowTested) (QdAgentsWindow *self, const char *report, gboolean passed, gpointer data);
void            qd_agents_window_test       (QdAgentsWindow *self, const char *name, QdAgentsWindowTested done,
                                             gpointer data);
gboolean        qd_agents_window_remove     (QdAgentsWindow *self, const char *name);
/* Shows the Add page (its Add button calls qd_agents_window_add). */
void            qd_agents_window_show_add   (QdAgentsWindow *self);
gboolean        qd_agents_window_is_testing (QdAgentsWindow *self);

G_END_DECLS
