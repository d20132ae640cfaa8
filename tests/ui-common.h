/* ui-common.h — what every UI test under Xvfb needs: the application and its
 * window, waiting on the main loop, screenshots into the build folder. */
#pragma once

#include <adwaita.h>

#include "app/qd-application.h"
#include "app/qd-page.h"
#include "app/qd-window.h"
#include "app/widgets/qd-board-pane.h"
#include "ui-meter.h"

extern QdApplication *app;
extern QdWindow *window;

typedef gboolean (*Condition) (gpointer data);

/* Initialises GTK and the test framework, starts the application and waits
 * for its window (1200 x 760, animations off). */
void ui_init (int *argc, char ***argv);
/* Runs the tests, closes the window, returns the exit status. */
int  ui_run (void);
/* A folder of the test's own that ui_run removes once every test passed. */
void ui_remove_at_end (const char *path);
/* ui_init with a configuration folder of the test's own ($XDG_CONFIG_HOME,
 * set before any thread, removed at the end), for a test that writes an
 * outside agents' registry (ui_set_agents_registry); `stem` names it. */
void ui_init_own_config (int *argc, char ***argv, const char *stem);

/* Outside agents (docs/agents.md) for the game tabs' tests: the Python
 * interpreter itself (not a version manager's script), quoted for a
 * registry's command line; the folder of the template agents
 * (data/agents/); tests/agents/hostile.py, quoted. */
const char *ui_python (void);
const char *ui_agents_dir (void);
const char *ui_hostile_agent (void);
/* Writes the registry ($XDG_CONFIG_HOME/quandary/agents.conf: the test's
 * main gives XDG_CONFIG_HOME a folder of its own) and has the window read
 * it; NULL removes it. */
void        ui_set_agents_registry (const char *text);

/* Runs the main loop until `cond` holds; fails after `timeout_ms`. */
void wait_until (Condition cond, gpointer data, guint timeout_ms, const char *what);
void spin (guint ms);
/* Prints on stderr the widgets under `widget` whose minimum is more than
 * 150 px wide or 250 px tall, with their text: what makes a tab too big. */
void dump_sizes (GtkWidget *widget);
/* Whether `page` (shown) fits a width x height window below the header and
 * tab bars, as its minimum size says; if not, a line naming `what` is added
 * to `report` (and QD_DUMP_SIZES=1 prints what is too big). */
gboolean check_page_fits (QdPage *page, int width, int height, const char *what, GString *report);
/* Makes the window width x height (its frame included) and waits for it. */
void resize_window (int width, int height);
/* The window at 1400 × 900, a screenshot in the light style and one in the
 * dark ("NAME-1400x900.png", "NAME-1400x900-dark.png"), then the window
 * back at `width` × `height` in the default style. */
void screenshot_wide_light_dark (const char *name, int width, int height);
/* `page` in a 600 × 500 window (asserted to fit), its controls folded
 * away and then open over the board, light and dark ("STEM-600x500.png",
 * "STEM-600x500-sidebar.png" and their "-dark"), then the window back at
 * `width` × `height` in the default style. */
void screenshot_narrow_light_dark (QdPage *page, const char *stem, int width, int height);
/* The same for another toplevel (a window of its own, such as MCTS Step by Step). */
void resize_toplevel (GtkWindow *window, int width, int height);
void wait_for_frame (void);
/* Saves the window as NAME in G_TEST_BUILDDIR, to be looked at. */
void screenshot (const char *name);
/* The same of another toplevel (a dialog) or widget. */
void screenshot_of (GtkWidget *widget, const char *name);
/* A widget drawn as it is now (the window's renderer), to compare pixels. */
GdkTexture *render_widget (GtkWidget *widget);
/* `texture` written to `path` as PNG, quickly (ui-png.c); FALSE when it could
 * not be written. */
gboolean save_texture_png (GdkTexture *texture, const char *path);

/* A key press on a widget as its key controllers see it (the board's own
 * and the page's); TRUE if one handled it.  Then a frame. */
gboolean press_key (GtkWidget *widget, guint keyval);
gboolean press_key_with (GtkWidget *widget, guint keyval, GdkModifierType modifiers);
/* A key press on the focused `widget` as GTK hands it on when no one takes
 * it: its key controllers and shortcuts (a page's Delete), then its
 * parent's, up to the window's; TRUE if one took it.  Then a frame. */
gboolean press_key_in       (GtkWidget *widget, guint keyval, GdkModifierType modifiers);
/* The same on the widget that has the window's focus. */
gboolean press_key_at_focus (guint keyval, GdkModifierType modifiers);
/* Tab pressed (at most `max` times) until the focus is on `target` or
 * inside it: the focused widget, or NULL. */
GtkWidget *tab_until (GtkWidget *target, guint max);

/* Opens the board's context menu by Shift+F10 (asserting it opens and has
 * the item) and chooses the item of `action` (with `target`, or NULL; a
 * floating one is taken) as a click on it does; TRUE if the action ran. */
gboolean choose_from_board_menu (QdCanvas *board, const char *action, GVariant *target);

/* The first actionable widget under `widget` bound to `action` ("run.solve"), or NULL. */
/* The first widget at or under `widget` (depth first) that `match` takes, or NULL. */
typedef gboolean (*WidgetMatch) (GtkWidget *widget, gconstpointer data);
GtkWidget *find_widget (GtkWidget *widget, WidgetMatch match, gconstpointer data);
GtkWidget *find_action_button (GtkWidget *widget, const char *action);

/* Conditions. */
gboolean has_page (gpointer n_pages);           /* GUINT_TO_POINTER (n) */
gboolean error_shown (gpointer substring);
gboolean window_mapped (gpointer data);
gboolean page_not_busy (gpointer page);

/* The status line of a page's run controls (template child "run_controls"). */
const char *status_text (gpointer page, GType type);
/* The text of a GtkLabel template child of a page. */
const char *page_label (gpointer page, GType type, const char *name);
/* Opens a file of the test's folder (relative to G_TEST_SRCDIR) and waits for its tab. */
QdPage *open_test_file (const char *relative, GType page_type);
/* Opens `file` (qd_window_open_file, which reads it asynchronously) and
 * waits for its new tab, of `page_type`. */
QdPage *open_file_page (GFile *file, GType page_type);
/* Opens a bundled example (qd_window_open_example) and waits for its tab. */
QdPage *open_example (const char *problem_id, guint index, GType page_type);
/* Closes the current tab, its edits forgotten. */
void    close_current_page (void);

/* The window of that type on show, or NULL. */
GtkWindow *find_toplevel (GType type);
/* The message dialog on show (a save-changes question), or NULL. */
GtkWindow *find_message_dialog (void);
/* An open or save dialog is on show (GtkFileChooserNative's own dialog
 * without portals). */
gboolean   file_chooser_shown (gpointer unused);
gboolean   dialog_shown (gpointer unused);
gboolean   no_dialog (gpointer unused);
/* Answers the dialog as a click on a response button does, then closes it. */
void       respond (GtkWindow *dialog, const char *response);

/* Search trees (issue 16).  Shows the search tree below `board` through its
 * toggle's action and returns the tree's view. */
QdSearchTreeView *show_search_tree (QdCanvas *board);
/* The game's last computer move in its tree: the tree finished, a node one
 * ply down selected shows "Node …" in the page's `status_label` (the page
 * of `type`), `take` saves the screenshot `name`; the tree put away, the
 * status is the game's again. */
void       check_search_tree_child (gpointer page, GType type, QdCanvas *board, void (*take) (const char *name),
                                    const char *name);
/* Collapses the subtree at `node` and expands it again, checking the view
 * says so both times and that the drawing is as wide as before after. */
void              collapse_and_expand (QdSearchTreeView *view, guint node);
/* Waits (up to 5 s) until the board's accessible description contains `text`
 * (boards describe themselves from an idle). */
void              wait_position (QdCanvas *board, const char *text);

/* Monte Carlo tree search in a game tab (issue 64).  The tree under
 * `board` (shown) is MCTS's, its root's N `iterations`, each of which went
 * through one of the root's children. */
void              check_mcts_tree (QdCanvas *board, guint iterations);
/* The board's context menu item `action` ("takestones.mcts-step") opens
 * Monte Carlo Tree Search, Step by Step on the position; one Step grows its
 * tree to one iteration, written out in its four phases; the window is
 * closed after (a screenshot of it first: "ui-takestones-mcts-step.png"). */
void              check_mcts_step (QdCanvas *board, const char *action);

/* The top sections of the report the CLI writes for `argv` (argv[0]
 * "quandary-cli", as a page's report names it in its REPRODUCE part: the
 * program run is QD_CLI's, in the folder `cwd`, or the current one when
 * NULL), read from the report.md of a --report-bundle: the same list as
 * qd_report_section_titles gives for the report of the same run.  Fails
 * the test when the command fails. */
char **cli_report_titles (const char *const *argv, const char *cwd);
/* The command of a report's REPRODUCE part, split as a shell would. */
char **report_command (const QdReport *report);
