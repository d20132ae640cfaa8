/* ui-common.c — shared helpers of the UI tests. */
#include "config.h"

#include "ui-common.h"

#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "app/qd-agent-names.h"
#include "core/qd-file.h"
#include "core/qd-sandbox.h"
#include "app/widgets/qd-run-controls.h"
#include "app/qd-mcts-window.h"

QdApplication *app;
QdWindow *window;

/* A deadline only stops a test that hangs: it is stretched to at least 30 s
 * so that a loaded machine (the soak run, CI on two cores) does not fail a
 * test that is merely slow. */
#define MIN_TIMEOUT_MS 30000

void
wait_until (Condition cond, gpointer data, guint timeout_ms, const char *what)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) MAX (timeout_ms, MIN_TIMEOUT_MS) * 1000;

  while (!cond (data))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("timed out waiting for %s", what);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

void
spin (guint ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

static gboolean
painted_cb (gpointer data)
{
  return *(gboolean *) data;
}

static void
on_after_paint (GdkFrameClock *clock, gboolean *painted)
{
  *painted = TRUE;
}

/* A frame of `widget`'s window painted, after a draw asked for. */
static void
wait_for_frame_of (GtkWidget *widget)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (widget));
  GdkFrameClock *clock = gtk_widget_get_frame_clock (root);
  gboolean painted = FALSE;
  gulong id;

  g_assert_nonnull (clock);
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &painted);
  gtk_widget_queue_draw (root);
  wait_until (painted_cb, &painted, 5000, "a frame");
  g_signal_handler_disconnect (clock, id);
}

void
wait_for_frame (void)
{
  wait_for_frame_of (GTK_WIDGET (window));
}

static gboolean
paintable_sized (gpointer paintable)
{
  return gtk_widget_get_mapped (GTK_WIDGET (window)) &&
         gdk_paintable_get_intrinsic_width (paintable) > 0 &&
         gdk_paintable_get_intrinsic_height (paintable) > 0;
}

void
screenshot (const char *name)
{
  screenshot_of (GTK_WIDGET (window), name);
}

GdkTexture *
render_widget (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GtkSnapshot) snapshot = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  int width, height;

  /* A window being mapped or laid out again has no size, or draws nothing,
   * for a frame or two: wait for a frame that gives a picture. */
  for (guint attempt = 0; node == NULL && attempt < 50; attempt++)
    {
      wait_until (paintable_sized, paintable, 5000, "the window to have a size");
      wait_for_frame ();
      width = gdk_paintable_get_intrinsic_width (paintable);
      height = gdk_paintable_get_intrinsic_height (paintable);
      snapshot = gtk_snapshot_new ();
      gdk_paintable_snapshot (paintable, snapshot, width, height);
      node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
    }
  g_assert_nonnull (node);
  return gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)), node, NULL);
}

void
screenshot_of (GtkWidget *widget, const char *name)
{
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = NULL;

  /* What the last change laid out, painted; and what that frame's layout
   * changed in turn (a label that wraps), in the next (the tests turn
   * animations off: no transition is under way). */
  if (gtk_widget_get_mapped (widget))
    for (guint f = 0; f < 2; f++)
      wait_for_frame_of (widget);
  texture = render_widget (widget);
  path = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ? g_getenv ("G_TEST_BUILDDIR") : ".", name, NULL);
  g_assert_true (save_texture_png (texture, path));
  g_test_message ("screenshot: %s", path);
}

gboolean
has_page (gpointer data)
{
  return qd_window_get_current_page (window) != NULL &&
         adw_tab_view_get_n_pages (qd_window_get_tab_view (window)) == (int) GPOINTER_TO_UINT (data);
}

gboolean
error_shown (gpointer data)
{
  const char *error = qd_window_get_last_error (window);

  return error != NULL && strstr (error, data) != NULL;
}

gboolean
window_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (window));
}

gboolean
page_not_busy (gpointer page)
{
  return !qd_page_get_busy (QD_PAGE (page));
}

const char *
status_text (gpointer page, GType type)
{
  GObject *controls = gtk_widget_get_template_child (GTK_WIDGET (page), type, "run_controls");

  g_assert_true (QD_IS_RUN_CONTROLS (controls));
  return qd_run_controls_get_status (QD_RUN_CONTROLS (controls));
}

const char *
page_label (gpointer page, GType type, const char *name)
{
  GObject *label = gtk_widget_get_template_child (GTK_WIDGET (page), type, name);

  g_assert_true (GTK_IS_LABEL (label));
  return gtk_label_get_label (GTK_LABEL (label));
}

typedef struct {
  GFile *file;
  GType type;
  guint pages_before;
} Opened;

/* The current page is of the type wanted, and shows `file` or is a new tab
 * (a file imported opens untitled): not the page current before. */
static gboolean
page_opened (gpointer data)
{
  const Opened *o = data;
  QdPage *page = qd_window_get_current_page (window);
  GFile *shown = page != NULL ? qd_page_get_file (page) : NULL;

  if (page == NULL || !G_TYPE_CHECK_INSTANCE_TYPE (page, o->type))
    return FALSE;
  return (shown != NULL && g_file_equal (shown, o->file))
         || (guint) adw_tab_view_get_n_pages (qd_window_get_tab_view (window)) > o->pages_before;
}

QdPage *
open_file_page (GFile *file, GType page_type)
{
  Opened o = { file, page_type, (guint) adw_tab_view_get_n_pages (qd_window_get_tab_view (window)) };
  g_autofree char *name = g_file_get_basename (file);

  qd_window_open_file (window, file);
  wait_until (page_opened, &o, 5000, name);
  return qd_window_get_current_page (window);
}

QdPage *
open_test_file (const char *relative, GType page_type)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, relative, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  return open_file_page (file, page_type);
}

QdPage *
open_example (const char *problem_id, guint index, GType page_type)
{
  guint before = adw_tab_view_get_n_pages (qd_window_get_tab_view (window));
  QdPage *page;

  qd_window_open_example (window, problem_id, index);
  wait_until (has_page, GUINT_TO_POINTER (before + 1), 5000, problem_id);
  page = qd_window_get_current_page (window);
  g_assert_true (G_TYPE_CHECK_INSTANCE_TYPE (page, page_type));
  return page;
}

static gboolean
pages_below (gpointer n)
{
  return adw_tab_view_get_n_pages (qd_window_get_tab_view (window)) < GPOINTER_TO_INT (n);
}

/* Whether a thread of this process other than this one is running or
 * waiting for a processor (state R in /proc/self/task/TID/stat): an idle
 * worker of a pool sleeps (S). */
static gboolean
other_threads_running (void)
{
  g_autoptr(GDir) dir = g_dir_open ("/proc/self/task", 0, NULL);
  long self = syscall (SYS_gettid);
  const char *name;

  if (dir == NULL)
    return FALSE;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autofree char *stat = NULL;
      const char *close;

      if (g_ascii_strtoll (name, NULL, 10) == self)
        continue;
      path = g_strdup_printf ("/proc/self/task/%s/stat", name);
      /* "TID (COMMAND) STATE …": the command may hold spaces and ')' */
      if (g_file_get_contents (path, &stat, NULL, NULL) &&
          (close = strrchr (stat, ')')) != NULL && close[1] == ' ' && close[2] == 'R')
        return TRUE;
    }
  return FALSE;
}

void
close_current_page (void)
{
  int before = adw_tab_view_get_n_pages (qd_window_get_tab_view (window));

  qd_page_set_modified (qd_window_get_current_page (window), FALSE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.close-tab", NULL);
  wait_until (pages_below, GINT_TO_POINTER (before), 5000, "the tab closed");
  wait_for_frame ();
  /* GTK 4.8 preloads an icon in a worker thread (GTK_ICON_LOOKUP_PRELOAD,
   * GtkImage's lookups): when the tab that showed it is gone, that thread
   * may drop the icon's last reference while the next tab's construction
   * looks the same icon up in the theme's cache, and g_object_ref finds it
   * finalized (a critical in gtk_icon_theme_lookup_icon, caught under gdb
   * once in 201 runs of ui-mapcolor-practice on a loaded machine).  The
   * closed tab's loads end here first: 50 ms, then as long as another
   * thread of the process is running (a load behind others on a loaded
   * machine: seen once in ui-text-scale after 50 ms), up to 2 s. */
  spin (50);
  for (guint i = 0; i < 40 && other_threads_running (); i++)
    spin (50);
}

/* Folders ui_run removes once every test passed (a failed test keeps
 * them, to look at). */
static GPtrArray *removed_at_end;

void
ui_remove_at_end (const char *path)
{
  if (removed_at_end == NULL)
    removed_at_end = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (removed_at_end, g_strdup (path));
}

const char *
ui_python (void)
{
  static char *quoted;

  /* The interpreter a confined program finds (the system's). */
  if (quoted == NULL)
    {
      g_autofree char *path = qd_sandbox_find_program ("python3");

      g_assert_nonnull (path);
      quoted = g_shell_quote (path);
    }
  return quoted;
}

const char *
ui_agents_dir (void)
{
  static char *dir;

  if (dir == NULL)
    dir = g_build_filename (g_getenv ("QD_DATA_DIR"), "agents", NULL);
  return dir;
}

const char *
ui_hostile_agent (void)
{
  static char *quoted;

  if (quoted == NULL)
    {
      const char *tests = g_getenv ("QD_TESTS_DIR");
      g_autofree char *path = NULL;

      g_assert_nonnull (tests);
      path = g_build_filename (tests, "agents", "hostile.py", NULL);
      quoted = g_shell_quote (path);
    }
  return quoted;
}

void
ui_set_agents_registry (const char *text)
{
  g_autofree char *folder = g_build_filename (g_get_user_config_dir (), "quandary", NULL);
  g_autofree char *path = g_build_filename (folder, "agents.conf", NULL);

  if (text != NULL)
    {
      g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
      g_assert_true (g_file_set_contents (path, text, -1, NULL));
    }
  else
    g_unlink (path);
  qd_agent_names_refresh ();
}

void
ui_init_own_config (int *argc, char ***argv, const char *stem)
{
  g_autofree char *pattern = g_strdup_printf ("%s-XXXXXX", stem);
  g_autofree char *config = g_dir_make_tmp (pattern, NULL);

  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  ui_init (argc, argv);
  ui_remove_at_end (config);
}

void
ui_init (int *argc, char ***argv)
{
  /* Drafts (the user's state folder) of one test never reach another: a
   * folder of its own unless the test names one (QD_TEST_STATE_HOME). */
  if (g_getenv ("QD_TEST_STATE_HOME") != NULL)
    g_setenv ("XDG_STATE_HOME", g_getenv ("QD_TEST_STATE_HOME"), TRUE);
  else
    {
      g_autofree char *state = g_dir_make_tmp ("quandary-ui-state-XXXXXX", NULL);

      g_assert_nonnull (state);
      g_setenv ("XDG_STATE_HOME", state, TRUE);
      ui_remove_at_end (state);
    }
  gtk_test_init (argc, argv, NULL);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  app = qd_application_new (G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  g_application_activate (G_APPLICATION (app));
  window = QD_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 760);
  wait_until (window_mapped, NULL, 5000, "the window");
}

int
ui_run (void)
{
  int status = g_test_run ();

  gtk_window_destroy (GTK_WINDOW (window));
  spin (50);
  g_object_unref (app);
  for (guint i = 0; status == 0 && removed_at_end != NULL && i < removed_at_end->len; i++)
    qd_file_remove_tree (g_ptr_array_index (removed_at_end, i));
  g_clear_pointer (&removed_at_end, g_ptr_array_unref);
  return status;
}

GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* transfer none */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type) && gtk_widget_get_visible (GTK_WIDGET (w)))
        return w;
    }
  return NULL;
}

GtkWindow *
find_message_dialog (void)
{
  return find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
}

gboolean
file_chooser_shown (gpointer unused)
{
  return find_toplevel (GTK_TYPE_FILE_CHOOSER) != NULL;
}

gboolean
dialog_shown (gpointer data)
{
  return find_message_dialog () != NULL;
}

/* As a click on a response button does: answer, then close. */
void
respond (GtkWindow *dialog, const char *response)
{
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), response);
  gtk_window_close (dialog);
}

gboolean
no_dialog (gpointer data)
{
  return find_message_dialog () == NULL;
}

gboolean
press_key_with (GtkWidget *widget, guint keyval, GdkModifierType modifiers)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0u, modifiers, &handled);
    }
  wait_for_frame ();
  return handled;
}

gboolean
press_key (GtkWidget *widget, guint keyval)
{
  return press_key_with (widget, keyval, 0);
}

/* One controller of a widget given the key press: a key controller's
 * "key-pressed", or a shortcut controller's shortcut of that key. */
static gboolean
controller_takes_key (GObject *controller, GtkWidget *widget, guint keyval, GdkModifierType modifiers)
{
  gboolean handled = FALSE;

  if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
    g_signal_emit_by_name (controller, "key-pressed", keyval, 0u, modifiers, &handled);
  else if (GTK_IS_SHORTCUT_CONTROLLER (controller))
    for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (controller)) && !handled; k++)
      {
        g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), k);
        GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

        handled = GTK_IS_KEYVAL_TRIGGER (trigger) &&
                  gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
                  gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == modifiers &&
                  gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), GTK_SHORTCUT_ACTION_EXCLUSIVE,
                                                widget, gtk_shortcut_get_arguments (shortcut));
      }
  return handled;
}

gboolean
press_key_in (GtkWidget *widget, guint keyval, GdkModifierType modifiers)
{
  gboolean handled = FALSE;

  for (GtkWidget *w = widget; w != NULL && !handled; w = gtk_widget_get_parent (w))
    {
      g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (w);

      for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
        {
          g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

          handled = controller_takes_key (controller, w, keyval, modifiers);
        }
    }
  wait_for_frame ();
  return handled;
}

gboolean
press_key_at_focus (guint keyval, GdkModifierType modifiers)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  return press_key_in (focus != NULL ? focus : GTK_WIDGET (window), keyval, modifiers);
}

/* Whether `menu` (or a section of it) has an item for `action` (and
 * `target`, if not NULL). */
static gboolean
menu_has_item (GMenuModel *menu, const char *action, GVariant *target)
{
  for (gint i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GVariant) value = g_menu_model_get_item_attribute_value (menu, i, G_MENU_ATTRIBUTE_TARGET, NULL);
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);

      if (section != NULL && menu_has_item (section, action, target))
        return TRUE;
      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &name) &&
          g_str_equal (name, action) && (target == NULL || (value != NULL && g_variant_equal (value, target))))
        return TRUE;
    }
  return FALSE;
}

static gboolean
popover_gone (gpointer popover)
{
  return !gtk_widget_get_mapped (popover);
}

gboolean
choose_from_board_menu (QdCanvas *board, const char *action, GVariant *target)
{
  GtkPopover *popover;
  gboolean done;
  g_autoptr(GVariant) sunk = target != NULL ? g_variant_ref_sink (target) : NULL;

  g_assert_true (press_key_with (GTK_WIDGET (board), GDK_KEY_F10, GDK_SHIFT_MASK));
  popover = qd_canvas_get_context_popover (board);
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  g_assert_true (menu_has_item (gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (popover)), action, sunk));
  /* As a click on the item: the action, from where the menu is. */
  done = gtk_widget_activate_action_variant (GTK_WIDGET (popover), action, sunk);
  gtk_popover_popdown (popover);
  wait_until (popover_gone, popover, 5000, "the menu to close");
  wait_for_frame ();
  return done;
}

GtkWidget *
find_widget (GtkWidget *widget, WidgetMatch match, gconstpointer data)
{
  if (match (widget, data))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_widget (c, match, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
has_action (GtkWidget *widget, gconstpointer action)
{
  return GTK_IS_ACTIONABLE (widget) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0;
}

GtkWidget *
find_action_button (GtkWidget *widget, const char *action)
{
  return find_widget (widget, has_action, action);
}

/* ------------------------------------------------------------ search trees */

QdSearchTreeView *
show_search_tree (QdCanvas *board)
{
  QdBoardPane *pane = QD_BOARD_PANE (gtk_widget_get_ancestor (GTK_WIDGET (board), QD_TYPE_BOARD_PANE));
  QdSearchTreePane *tree_pane;

  g_assert_nonnull (pane);
  tree_pane = qd_board_pane_get_search_tree (pane);
  g_assert_nonnull (tree_pane);
  if (!qd_board_pane_get_search_tree_shown (pane))
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.show-search-tree", NULL));
  g_assert_true (qd_board_pane_get_search_tree_shown (pane));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (tree_pane)));
  return qd_search_tree_pane_get_view (tree_pane);
}

void
check_search_tree_child (gpointer page, GType type, QdCanvas *board, void (*take) (const char *name), const char *name)
{
  QdSearchTreeView *view = show_search_tree (board);
  const QdSearchTree *tree = qd_search_tree_view_get_tree (view);
  gint child;

  g_assert_nonnull (tree);
  g_assert_true (qd_search_tree_is_finished (tree));
  child = (gint) qd_search_tree_first_child (tree, 0);
  g_assert_cmpint (child, >, 0);
  qd_search_tree_view_select (view, child);
  g_assert_true (g_str_has_prefix (page_label (page, type, "status_label"), "Node"));
  wait_for_frame ();
  take (name);
  gtk_widget_activate_action (GTK_WIDGET (board), "board.show-search-tree", NULL);
  g_assert_false (g_str_has_prefix (page_label (page, type, "status_label"), "Node"));
}

void
check_mcts_tree (QdCanvas *board, guint iterations)
{
  const QdSearchTree *tree = qd_search_tree_view_get_tree (show_search_tree (board));
  guint64 sum = 0;

  g_assert_nonnull (tree);
  g_assert_true (qd_search_tree_is_mcts (tree));
  g_assert_true (qd_search_tree_is_finished (tree));
  g_assert_cmpuint (qd_search_tree_n_nodes (tree), >, 1);
  g_assert_cmpuint (qd_search_tree_node (tree, 0)->u.mcts.visits, ==, iterations);
  for (guint c = qd_search_tree_first_child (tree, 0); c != QD_SEARCH_NODE_NONE; c = qd_search_tree_next_sibling (tree, c))
    sum += qd_search_tree_node (tree, c)->u.mcts.visits;
  g_assert_cmpuint (sum, ==, iterations);
}

static gboolean
mcts_window_mapped (gpointer data)
{
  GtkWindow *w = find_toplevel (QD_TYPE_MCTS_WINDOW);

  return w != NULL && gtk_widget_get_mapped (GTK_WIDGET (w));
}

void
check_mcts_step (QdCanvas *board, const char *action)
{
  QdMctsWindow *w;
  const QdSearchTree *tree;
  g_autofree char *shot = NULL;

  g_assert_true (choose_from_board_menu (board, action, NULL));
  wait_until (mcts_window_mapped, NULL, 5000, "the step-by-step window");
  w = QD_MCTS_WINDOW (find_toplevel (QD_TYPE_MCTS_WINDOW));
  g_assert_null (qd_mcts_window_get_tree (w));
  qd_mcts_window_step (w);
  tree = qd_mcts_window_get_tree (w);
  g_assert_nonnull (tree);
  g_assert_true (qd_search_tree_is_mcts (tree));
  g_assert_cmpuint (qd_search_tree_node (tree, 0)->u.mcts.visits, ==, 1);
  g_assert_true (g_str_has_prefix (qd_mcts_window_get_phase_text (w, QD_MCTS_PHASE_EXPANSION), "New node: "));
  g_assert_nonnull (strstr (qd_mcts_window_get_phase_text (w, QD_MCTS_PHASE_BACKPROPAGATION), "N and U"));
  g_test_message ("%s: %s | %s", action, qd_mcts_window_get_phase_text (w, QD_MCTS_PHASE_EXPANSION),
                  qd_mcts_window_get_phase_text (w, QD_MCTS_PHASE_SIMULATION));
  /* "ui-wargame-mcts-step.png" */
  shot = g_strdup_printf ("ui-%s.png", action);
  g_strdelimit (shot, ".", '-');
  memcpy (shot + strlen (shot) - 4, ".png", 4);
  screenshot_of (GTK_WIDGET (w), shot);
  gtk_window_destroy (GTK_WINDOW (w));
  wait_for_frame ();
}

void
collapse_and_expand (QdSearchTreeView *view, guint node)
{
  const QdSearchTreeLayout *layout = qd_search_tree_view_get_layout (view);
  double width = qd_search_tree_layout_get_width (layout);

  qd_search_tree_view_set_collapsed (view, node, TRUE);
  g_assert_true (qd_search_tree_view_get_collapsed (view, node));
  qd_search_tree_view_set_collapsed (view, node, FALSE);
  g_assert_false (qd_search_tree_view_get_collapsed (view, node));
  g_assert_cmpfloat (qd_search_tree_layout_get_width (layout), ==, width);
}

static const char *expected_position;

static gboolean
position_mentions (gpointer board)
{
  const char *text = qd_canvas_get_position_text (board);

  return text != NULL && strstr (text, expected_position) != NULL;
}

void
wait_position (QdCanvas *board, const char *text)
{
  expected_position = text;
  wait_until (position_mentions, board, 5000, text);
}

/* The default size counts the frame GTK draws around the window's
 * contents (10 px each way here): the contents get up to 20 px less. */
static gboolean
window_is (GtkWindow *w, const int *want)
{
  int width = gtk_widget_get_width (GTK_WIDGET (w));
  int height = gtk_widget_get_height (GTK_WIDGET (w));

  return width <= want[0] && width >= want[0] - 20 && height <= want[1] && height >= want[1] - 20;
}

/* Under Xvfb a size asked for while the window is busy laying out is
 * sometimes dropped: asked again every half second. */
void
resize_toplevel (GtkWindow *w, int width, int height)
{
  int size[2] = { width, height };
  gint64 start = g_get_monotonic_time ();
  gint64 asked = 0;

  while (!window_is (w, size))
    {
      gint64 now = g_get_monotonic_time ();

      if (now - start > 20 * G_USEC_PER_SEC)
        g_error ("the window asked to be %d x %d stays %d x %d", width, height,
                 gtk_widget_get_width (GTK_WIDGET (w)), gtk_widget_get_height (GTK_WIDGET (w)));
      if (now - asked > G_USEC_PER_SEC / 2)
        {
          gtk_window_set_default_size (w, width + (asked != 0), height);
          gtk_window_set_default_size (w, width, height);
          asked = now;
        }
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  wait_for_frame_of (GTK_WIDGET (w));
}

void
resize_window (int width, int height)
{
  resize_toplevel (GTK_WINDOW (window), width, height);
}

void
screenshot_wide_light_dark (const char *name, int width, int height)
{
  AdwStyleManager *style = adw_style_manager_get_default ();

  resize_window (1400, 900);
  for (guint dark = 0; dark < 2; dark++)
    {
      g_autofree char *file = g_strdup_printf ("%s-1400x900%s.png", name, dark ? "-dark" : "");

      adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
      wait_for_frame ();
      screenshot (file);
    }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  resize_window (width, height);
}

GtkWidget *
tab_until (GtkWidget *target, guint max)
{
  for (guint i = 0; i < max; i++)
    {
      GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

      if (focus == target || (focus != NULL && gtk_widget_is_ancestor (focus, target)))
        return focus;
      gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
    }
  return NULL;
}

void
screenshot_narrow_light_dark (QdPage *page, const char *stem, int width, int height)
{
  AdwFlap *flap = qd_page_get_flap (page);
  AdwStyleManager *style = adw_style_manager_get_default ();
  g_autoptr(GString) report = g_string_new (NULL);

  g_assert_true (check_page_fits (page, 600, 500, stem, report));
  resize_window (600, 500);
  for (guint dark = 0; dark < 2; dark++)
    {
      g_autofree char *board_name = g_strdup_printf ("%s-600x500%s.png", stem, dark ? "-dark" : "");
      g_autofree char *sidebar_name = g_strdup_printf ("%s-600x500-sidebar%s.png", stem, dark ? "-dark" : "");

      adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
      spin (300);
      g_assert_false (adw_flap_get_reveal_flap (flap));
      screenshot (board_name);
      /* The controls folded away come over the board with F9's action. */
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-controls", NULL));
      spin (300);
      g_assert_true (adw_flap_get_reveal_flap (flap));
      screenshot (sidebar_name);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-controls", NULL));
      spin (300);
    }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  resize_window (width, height);
}

static void
dump_sizes_at (GtkWidget *widget, int depth)
{
  int mw, mh;
  const char *text = GTK_IS_LABEL (widget) ? gtk_label_get_label (GTK_LABEL (widget))
                     : GTK_IS_BUTTON (widget) ? gtk_button_get_label (GTK_BUTTON (widget))
                     : gtk_widget_get_tooltip_text (widget);

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &mw, NULL, NULL, NULL);
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, -1, &mh, NULL, NULL, NULL);
  if (mw <= 150 && mh <= 250)
    return;
  g_printerr ("%*s%s %d x %d %s\n", depth * 2, "", G_OBJECT_TYPE_NAME (widget), mw, mh, text != NULL ? text : "");
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    dump_sizes_at (c, depth + 1);
}

void
dump_sizes (GtkWidget *widget)
{
  dump_sizes_at (widget, 0);
}

gboolean
check_page_fits (QdPage *page, int width, int height, const char *what, GString *report)
{
  graphene_rect_t bounds;
  int min_width, min_height, room;

  /* Above the tab: the header bar and the tab bar. */
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (page), GTK_WIDGET (window), &bounds));
  room = height - (int) bounds.origin.y;
  gtk_widget_measure (GTK_WIDGET (page), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (page), GTK_ORIENTATION_VERTICAL, width, &min_height, NULL, NULL, NULL);
  g_test_message ("%s: at least %d x %d", what, min_width, min_height);
  if (min_width <= width && min_height <= room)
    return TRUE;
  if (g_getenv ("QD_DUMP_SIZES") != NULL)
    dump_sizes (GTK_WIDGET (page));
  g_string_append_printf (report, "\n  %s needs %d x %d, more than the %d x %d a %d x %d window gives it", what,
                          min_width, min_height, width, room, width, height);
  return FALSE;
}

char **
report_command (const QdReport *report)
{
  const QdReportSection *section = qd_report_find_part (report, QD_REPORT_REPRODUCE);
  g_autoptr(GError) error = NULL;
  char **argv = NULL;

  g_assert_nonnull (section);
  for (guint i = 0; i < section->blocks->len; i++)
    {
      const QdReportBlock *block = section->blocks->pdata[i];

      if (block->kind == QD_REPORT_COMMAND)
        {
          g_assert_true (g_shell_parse_argv (block->text, NULL, &argv, &error));
          g_assert_no_error (error);
          return argv;
        }
    }
  g_assert_not_reached ();
}

char **
cli_report_titles (const char *const *argv, const char *cwd)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) titles = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("qd-ui-report-XXXXXX", &error);
  g_autofree char *bundle = NULL, *md_path = NULL, *md = NULL, *err = NULL;
  g_auto(GStrv) lines = NULL;
  const char *cli = g_getenv ("QD_CLI");
  int status = 0;

  g_assert_no_error (error);
  g_assert_nonnull (cli);
  g_assert_cmpstr (argv[0], ==, "quandary-cli");
  bundle = g_build_filename (dir, "bundle", NULL);
  g_ptr_array_add (args, g_strdup (cli));
  for (guint i = 1; argv[i] != NULL; i++)
    g_ptr_array_add (args, g_strdup (argv[i]));
  g_ptr_array_add (args, g_strdup ("--report-bundle"));
  g_ptr_array_add (args, g_strdup (bundle));
  g_ptr_array_add (args, NULL);
  g_assert_true (g_spawn_sync (cwd, (char **) args->pdata, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL,
                               &err, &status, &error));
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("the command of the report failed: %s", err);
  md_path = g_build_filename (bundle, "report.md", NULL);
  g_assert_true (g_file_get_contents (md_path, &md, NULL, NULL));
  lines = g_strsplit (md, "\n", -1);
  {
    gboolean fenced = FALSE;   /* inside a verbatim block */

    for (guint i = 0; lines[i] != NULL; i++)
      if (g_str_has_prefix (lines[i], "```") || g_str_has_prefix (lines[i], "~~~"))
        fenced = !fenced;
      else if (!fenced && g_str_has_prefix (lines[i], "## "))
        g_ptr_array_add (titles, g_strdup (lines[i] + 3));
  }
  g_ptr_array_add (titles, NULL);
  qd_file_remove_tree (dir);
  return (char **) g_ptr_array_steal (titles, NULL);
}
