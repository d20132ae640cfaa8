/* test-ui.c — the window under Xvfb, whatever the problem: bad files as
 * toasts, closing a tab with unsaved edits, the empty window, restoring the
 * session.  A game tree serves as the document.  Screenshots are saved into
 * the build folder (ui-*.png) to be looked at.  Each problem's tab is tested
 * in tests/<id>/test-ui-<id>.c. */

#include "config.h"

#include "ui-common.h"
#include <glib/gstdio.h>
#include <string.h>

#include "app/qd-application.h"
#include "app/qd-problems.h"
#include "app/qd-window.h"
#include "app/widgets/qd-run-controls.h"
#include "problems/qd-problem.h"
#include "app/widgets/qd-board-pane.h"
#include "app/widgets/qd-widgets.h"
#include "app/pages/gametree/qd-gametree-page.h"
#include "app/pages/plan/qd-plan-page.h"
#include "app/widgets/qd-practice-bar.h"
#include <gdk/x11/gdkx.h>


static gboolean
tab_gone_or_dialog (gpointer before)
{
  return find_message_dialog () != NULL ||
         (guint) adw_tab_view_get_n_pages (qd_window_get_tab_view (window)) < GPOINTER_TO_UINT (before);
}

static gboolean
session_recorded (gpointer n_tabs)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GVariant) tabs = g_settings_get_value (settings, "open-tabs");

  return g_variant_n_children (tabs) == GPOINTER_TO_UINT (n_tabs);
}

static GtkWindow *
find_shortcuts_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (GTK_IS_SHORTCUTS_WINDOW (w) && gtk_widget_get_mapped (GTK_WIDGET (w)))
        return w;
    }
  return NULL;
}

static gboolean
shortcuts_shown (gpointer data)
{
  return find_shortcuts_window () != NULL;
}

/* The labels the shortcuts window shows, joined. */
static void
collect_labels (GtkWidget *widget, GString *text)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget))
    g_string_append_printf (text, "%s\n", gtk_label_get_label (GTK_LABEL (widget)));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect_labels (c, text);
}

/* Ctrl+? opens the shortcuts window without a warning (fatal here: GTK
 * warned of a label of width -3 in the switcher of its pages, now one page)
 * and lists the window's shortcuts. */
static void
test_shortcuts_window (void)
{
  GtkWindow *shortcuts;
  g_autoptr(GString) text = g_string_new (NULL);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL);
  wait_until (shortcuts_shown, NULL, 5000, "the shortcuts window");
  shortcuts = find_shortcuts_window ();
  wait_for_frame ();
  screenshot_of (GTK_WIDGET (shortcuts), "ui-shortcuts.png");
  collect_labels (GTK_WIDGET (shortcuts), text);
  g_assert_nonnull (strstr (text->str, "Show or hide the controls of the tab"));
  /* Keys read as words, not as GDK's key symbols. */
  g_assert_nonnull (strstr (text->str, "\nPage Down\n"));
  g_assert_null (strstr (text->str, "Page_Down"));
  g_assert_null (strstr (text->str, "Page_Up"));
  gtk_window_close (shortcuts);
}

/* The shortcuts window of a tab lists that tab's keys, from the one place
 * they are declared (qd_page_class_add_shortcut): every tab's, then the
 * Planning tab's; not another tab's (before, it listed none of Planning's,
 * and "Computer move" and "Stop the computer" for every tab). */
static void
test_shortcuts_of_page (void)
{
  QdPage *page = qd_window_new_page (window, "plan");
  GtkWindow *shortcuts;
  /* A line a label, the first too ("Planning" may be the first label). */
  g_autoptr(GString) text = g_string_new ("\n");
  GType types[] = { QD_TYPE_PAGE, G_OBJECT_TYPE (page) };
  guint n;

  wait_for_frame ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL);
  wait_until (shortcuts_shown, NULL, 5000, "the shortcuts window");
  shortcuts = find_shortcuts_window ();
  wait_for_frame ();
  /* At its own size: GTK 4.8 lays the groups out in two columns of up to
   * 40 lines (more columns make pages, whose switcher warns), about
   * 1,700 x 1,600, which no 1400 x 900 screen holds whole. */
  screenshot_of (GTK_WIDGET (shortcuts), "ui-shortcuts-plan.png");
  collect_labels (GTK_WIDGET (shortcuts), text);
  g_assert_nonnull (strstr (text->str, "\nPlanning\n"));
  for (guint t = 0; t < G_N_ELEMENTS (types); t++)
    {
      const QdPageShortcut *keys = qd_page_type_get_shortcuts (types[t], &n);

      g_assert_cmpuint (n, >, 0);
      for (guint i = 0; i < n; i++)
        if (strstr (text->str, keys[i].title) == NULL)
          g_error ("the shortcuts window of the Planning tab does not list “%s”", keys[i].title);
    }
  g_assert_null (strstr (text->str, "Let the computer take a stone for the player to move"));
  gtk_window_close (shortcuts);
  close_current_page ();
}

static gboolean
popover_shown (gpointer button)
{
  GtkPopover *popover = gtk_menu_button_get_popover (button);

  return popover != NULL && gtk_widget_get_mapped (GTK_WIDGET (popover));
}

/* The Examples menu: one submenu per problem, each with its examples (it
 * was one flat list about 1,000 px tall). */
static void
test_examples_menu (void)
{
  GMenuModel *examples = G_MENU_MODEL (gtk_widget_get_template_child (GTK_WIDGET (window), QD_TYPE_WINDOW,
                                                                      "examples_menu"));
  guint n_problems;

  qd_problem_get_all (&n_problems);
  g_assert_cmpint (g_menu_model_get_n_items (examples), ==, n_problems);
  for (guint i = 0; i < n_problems; i++)
    {
      g_autoptr(GMenuModel) submenu = g_menu_model_get_item_link (examples, i, G_MENU_LINK_SUBMENU);

      g_assert_nonnull (submenu);
      g_assert_cmpint (g_menu_model_get_n_items (submenu), >, 0);
    }
}

/* Ctrl+T opens the New Tab menu, where the problem is chosen (it made a game
 * tree whatever one wanted). */
static void
test_new_tab_menu (void)
{
  GtkMenuButton *button = GTK_MENU_BUTTON (gtk_widget_get_template_child (GTK_WIDGET (window), QD_TYPE_WINDOW,
                                                                          "new_tab_button"));
  guint before = adw_tab_view_get_n_pages (qd_window_get_tab_view (window));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.choose-new-tab", NULL);
  wait_until (popover_shown, button, 5000, "the New Tab menu");
  g_assert_cmpuint (adw_tab_view_get_n_pages (qd_window_get_tab_view (window)), ==, before);
  gtk_menu_button_popdown (button);
}

/* The shortcut of `page` for `keyval`, run as the key would run it. */
static gboolean
press (QdPage *page, guint keyval, GdkModifierType modifiers)
{
  GListModel *controllers = gtk_widget_observe_controllers (GTK_WIDGET (page));
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (g_strcmp0 (gtk_event_controller_get_name (controller), "qd-page-shortcuts") != 0)
        continue;
      /* Before the sidebar: Page Down steps instead of scrolling. */
      g_assert_cmpint (gtk_event_controller_get_propagation_phase (controller), ==, GTK_PHASE_CAPTURE);
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
              gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == modifiers)
            handled = gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, GTK_WIDGET (page),
                                                    NULL);
        }
    }
  g_object_unref (controllers);
  return handled;
}

/* ------------------------------------------- every tab's keys, as typed
 *
 * Each key a tab declares (qd_page_class_add_shortcut: the keys the
 * shortcuts window lists) is sent as the keyboard sends it, through the X
 * server (xdotool), once with the focus on the board and once in a text box
 * of the tab, and its action must run.  A key without Ctrl or Alt (Page
 * Down), other than Escape and the function keys, is the text box's there.
 * Keys whose action is disabled at that moment (Stop with nothing running)
 * are left; the keys of the Planning and General Games tabs, which did
 * nothing (the page's keys were gathered in instance init, where its type
 * is still QdPage's), must each have run. */

static gboolean
process_done (gpointer process)
{
  return g_subprocess_get_identifier (process) == NULL;
}

static void
type_key (guint keyval, GdkModifierType modifiers)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  g_autofree char *xid = g_strdup_printf ("%lu", (gulong) gdk_x11_surface_get_xid (surface));
  /* Shift too: Shift+Delete went as Delete (issue 94's Bayesian networks). */
  g_autofree char *keys = g_strdup_printf ("%s%s%s%s", (modifiers & GDK_CONTROL_MASK) ? "ctrl+" : "",
                                           (modifiers & GDK_ALT_MASK) ? "alt+" : "",
                                           (modifiers & GDK_SHIFT_MASK) ? "shift+" : "", gdk_keyval_name (keyval));
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE, &error, "xdotool",
                                                     "windowfocus", "--sync", xid, "key", "--clearmodifiers", keys,
                                                     NULL);

  g_assert_no_error (error);
  wait_until (process_done, process, 10000, "xdotool");
}

static gboolean
is_text_box (GtkWidget *widget, gconstpointer data)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_is_sensitive (widget) &&
         ((GTK_IS_TEXT_VIEW (widget) && gtk_text_view_get_editable (GTK_TEXT_VIEW (widget))) ||
          (GTK_IS_TEXT (widget) && gtk_editable_get_editable (GTK_EDITABLE (widget))));
}

static gboolean
shown_and_sensitive (GtkWidget *widget, gconstpointer action)
{
  return GTK_IS_ACTIONABLE (widget) && gtk_widget_get_mapped (widget) && gtk_widget_is_sensitive (widget) &&
         g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0;
}

static void
on_spied (gpointer instance, gpointer arg, guint *count)
{
  (*count)++;
}

/* Watches what `action` does on `page`: its activations when it is an
 * enabled action of the page; the search tree shown or hidden when it is
 * the board's toggle on show.  0 when the action cannot run now. */
static gulong
spy_action (QdPage *page, const char *action, guint *count, gpointer *instance)
{
  g_autofree char *prefix = g_strndup (action, strcspn (action, "."));
  GActionGroup *group = qd_widget_get_action_group (GTK_WIDGET (page), prefix);
  GtkWidget *button;

  if (group != NULL && G_IS_ACTION_MAP (group) && qd_widget_action_enabled (GTK_WIDGET (page), action))
    {
      *instance = g_action_map_lookup_action (G_ACTION_MAP (group), action + strlen (prefix) + 1);
      return g_signal_connect (*instance, "activate", G_CALLBACK (on_spied), count);
    }
  button = find_widget (GTK_WIDGET (page), shown_and_sensitive, action);
  if (button != NULL && g_str_equal (action, "board.show-search-tree"))
    {
      *instance = gtk_widget_get_ancestor (button, QD_TYPE_BOARD_PANE);
      return g_signal_connect (*instance, "notify::search-tree-shown", G_CALLBACK (on_spied), count);
    }
  return 0;
}

/* Sends one key of `page` with the focus on `focus`; TRUE if it was sent
 * (its action could run) and ran. */
static gboolean
check_key (QdPage *page, const QdPageShortcut *shortcut, GtkWidget *focus, const char *where, GString *done)
{
  g_autofree char *name = gtk_accelerator_name (shortcut->keyval, shortcut->modifiers);
  g_autofree char *what = NULL;
  guint count = 0;
  gpointer instance = NULL;
  gulong handler;

  wait_until (page_not_busy, page, 30000, "the tab to be idle");
  gtk_widget_grab_focus (focus);
  g_assert_true (gtk_widget_has_focus (focus));
  handler = spy_action (page, shortcut->action, &count, &instance);
  if (handler == 0)
    return FALSE;
  what = g_strdup_printf ("%s %s %s", G_OBJECT_TYPE_NAME (page), name, where);
  if (strstr (done->str, what) != NULL)
    {
      g_signal_handler_disconnect (instance, handler);
      return TRUE;
    }
  /* Twice at most: a game's computer, moving, may have taken the focus. */
  for (guint attempt = 0; attempt < 2 && count == 0; attempt++)
    {
      if (attempt > 0)
        {
          g_test_message ("%s: again", what);
          gtk_widget_grab_focus (focus);
        }
      type_key (shortcut->keyval, shortcut->modifiers);
      for (gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
           count == 0 && g_get_monotonic_time () < deadline; g_usleep (1000))
        g_main_context_iteration (NULL, FALSE);
    }
  g_signal_handler_disconnect (instance, handler);
  if (count == 0)
    {
      gpointer again = NULL;
      gulong probe = spy_action (page, shortcut->action, &count, &again);

      /* A game's computer move, going on, may have disabled it meanwhile. */
      if (probe != 0)
        g_error ("%s (%s): nothing happened", what, shortcut->action);
      g_test_message ("%s: disabled before it came", what);
      return FALSE;
    }
  g_string_append_printf (done, "%s\n", what);
  return TRUE;
}

static gboolean
label_differs (gpointer data)
{
  gpointer *pair = data;

  return g_strcmp0 (gtk_label_get_label (pair[0]), pair[1]) != 0;
}

/* What the Planning tab's keys do, seen: Ctrl+Return in the plan box
 * checks the plan (a verdict, and no new line in the plan: the box took it
 * before), Alt+Right and Alt+Home move the step on show. */
static void
check_plan_keys (QdPage *page)
{
  GtkWidget *plan = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_PLAN_PAGE, "plan_view"));
  GtkLabel *verdict = GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_PLAN_PAGE, "verdict_label"));
  GtkLabel *step = GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_PLAN_PAGE, "step_label"));
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (plan));
  g_autofree char *before = NULL, *after = NULL, *first = NULL;
  GtkTextIter start, end;
  gpointer pair[2];

  gtk_widget_grab_focus (plan);
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  before = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  g_assert_cmpstr (before, !=, "");
  gtk_label_set_label (verdict, "");
  pair[0] = verdict;
  pair[1] = "";
  type_key (GDK_KEY_Return, GDK_CONTROL_MASK);
  wait_until (label_differs, pair, 5000, "the verdict of Ctrl+Return in the plan box");
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  after = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  g_assert_cmpstr (after, ==, before);
  type_key (GDK_KEY_Home, GDK_ALT_MASK);
  wait_for_frame ();
  first = g_strdup (gtk_label_get_label (step));
  pair[0] = step;
  pair[1] = first;
  type_key (GDK_KEY_Right, GDK_ALT_MASK);
  wait_until (label_differs, pair, 5000, "the next step by Alt+Right in the plan box");
  g_assert_true (gtk_widget_has_focus (plan));
}

static void
check_page_keys (QdPage *page, GString *done)
{
  GtkWidget *focus[2] = { NULL, find_widget (GTK_WIDGET (page), is_text_box, NULL) };
  const char *where[2] = { "on the board", "in a text box" };

  qd_page_focus (page);
  focus[0] = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus[0]);
  for (guint f = 0; f < 2 && focus[f] != NULL; f++)
    for (GType type = QD_TYPE_PAGE; type != 0; type = type == G_OBJECT_TYPE (page) ? 0 : G_OBJECT_TYPE (page))
      {
        guint n;
        const QdPageShortcut *shortcuts = qd_page_type_get_shortcuts (type, &n);

        /* Forth and back: a key disabled at the first step (Alt+Left) is
         * enabled at the last. */
        for (guint k = 0; k < 2 * n; k++)
          {
            const QdPageShortcut *shortcut = &shortcuts[k < n ? k : 2 * n - 1 - k];
            gboolean text_key = (shortcut->modifiers & (GDK_CONTROL_MASK | GDK_ALT_MASK)) == 0 &&
                                shortcut->keyval != GDK_KEY_Escape &&
                                !(shortcut->keyval >= GDK_KEY_F1 && shortcut->keyval <= GDK_KEY_F35);

            if (f == 0 || !text_key)
              check_key (page, shortcut, focus[f], where[f], done);
          }
      }
}

/* The mnemonics (Alt+letter) of the labels on show in the window, each
 * letter once: "_Graph" and "Add as a _Goal" shared G, and Alt+G only
 * moved the focus between them.  `allowed` is a clash left ("a|b"). */
static void
collect_mnemonics (GtkWidget *widget, GHashTable *seen, const char *allowed, GString *clashes)
{
  if (!gtk_widget_get_mapped (widget) || !gtk_widget_is_sensitive (widget))
    return;
  if (GTK_IS_LABEL (widget) && gtk_label_get_use_underline (GTK_LABEL (widget)) &&
      strchr (gtk_label_get_label (GTK_LABEL (widget)), '_') != NULL &&
      gtk_label_get_mnemonic_keyval (GTK_LABEL (widget)) != GDK_KEY_VoidSymbol)
    {
      gpointer key = GUINT_TO_POINTER (gdk_keyval_to_lower (gtk_label_get_mnemonic_keyval (GTK_LABEL (widget))));
      const char *label = gtk_label_get_label (GTK_LABEL (widget));
      const char *other = g_hash_table_lookup (seen, key);
      g_autofree char *pair = other != NULL ? g_strdup_printf ("%s|%s", other, label) : NULL;

      if (other == NULL)
        g_hash_table_insert (seen, key, (gpointer) label);
      else if (g_strcmp0 (pair, allowed) != 0)
        g_string_append_printf (clashes, "“%s” and “%s”; ", other, label);
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect_mnemonics (c, seen, allowed, clashes);
}

static char *
mnemonic_clashes (const char *allowed)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
  GString *clashes = g_string_new (NULL);

  collect_mnemonics (GTK_WIDGET (window), seen, allowed, clashes);
  return g_string_free (clashes, FALSE);
}

static gboolean
is_shown_bar (GtkWidget *widget, gconstpointer data)
{
  return QD_IS_PRACTICE_BAR (widget) && gtk_widget_get_mapped (widget);
}

/* The view button's "_State", its underline given back. */
static gboolean
is_state_label (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_LABEL (widget) && gtk_label_get_use_underline (GTK_LABEL (widget)) &&
         g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), "_State") == 0;
}

static gboolean
feedback_or_question_changed (gpointer data)
{
  gpointer *state = data;
  g_autofree char *now = g_strconcat (qd_practice_bar_get_question (state[0]), "\n",
                                      qd_practice_bar_get_feedback (state[0]), NULL);

  return g_strcmp0 (now, state[1]) != 0;
}

/* Practising, no two labels share a mnemonic either: the practice bar's
 * _Show Me shared Alt+S with the run controls' _Solve (Alt+S solved the
 * puzzle instead of showing the answer), its _Check Alt+C with Planning's
 * _Check, and with Planning's and General Games' _State view, which gives
 * its underline to the bar while practice lasts.  On the game tree,
 * Planning and General Games tabs, Alt+H and Alt+S from the board give a
 * hint and the answer; the underline is back when practice ends. */
static void
check_practice_keys (QdPage *page, const char *id)
{
  g_autofree char *practice = g_strdup_printf ("%s.practice", id);
  g_autofree char *clashes = NULL;
  static const guint keys[] = { GDK_KEY_h, GDK_KEY_s };
  QdPracticeBar *bar;

  if (!qd_widget_action_enabled (GTK_WIDGET (page), practice))
    return;
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), practice, NULL));
  wait_for_frame ();
  wait_until (page_not_busy, page, 30000, "the practice's run");
  bar = QD_PRACTICE_BAR (find_widget (GTK_WIDGET (page), is_shown_bar, NULL));
  g_assert_nonnull (bar);
  wait_for_frame ();
  clashes = mnemonic_clashes (NULL);
  if (*clashes != '\0')
    g_error ("%s, practising: two labels on show share a mnemonic: %s", id, clashes);
  for (guint k = 0; k < G_N_ELEMENTS (keys) && (g_str_equal (id, "gametree") || g_str_equal (id, "plan") ||
                                               g_str_equal (id, "gdl")); k++)
    {
      g_autofree char *before = g_strconcat (qd_practice_bar_get_question (bar), "\n",
                                             qd_practice_bar_get_feedback (bar), NULL);
      gpointer state[2] = { bar, before };
      g_autofree char *what = g_strdup_printf ("%s: Alt+%s, practising, on the board", id, gdk_keyval_name (keys[k]));

      qd_page_focus (page);
      type_key (keys[k], GDK_ALT_MASK);
      wait_until (feedback_or_question_changed, state, 5000, what);
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), practice, NULL));
  wait_for_frame ();
  if (g_str_equal (id, "plan") || g_str_equal (id, "gdl"))
    g_assert_nonnull (find_widget (GTK_WIDGET (page), is_state_label, NULL));
}

static void
test_page_shortcuts (void)
{
  guint n_problems;
  const QdProblem *const *problems = qd_problem_get_all (&n_problems);
  g_autoptr(GString) done = g_string_new (NULL);

  if (g_find_program_in_path ("xdotool") == NULL)
    {
      g_test_skip ("no xdotool");
      return;
    }
  for (guint i = 0; i < n_problems; i++)
    {
      QdPage *page = qd_window_new_page (window, problems[i]->id);

      g_autofree char *clashes = NULL;

      wait_for_frame ();
      clashes = mnemonic_clashes (NULL);
      if (*clashes != '\0')
        g_error ("%s: two labels on show share a mnemonic: %s", problems[i]->id, clashes);
      check_page_keys (page, done);
      check_practice_keys (page, problems[i]->id);
      if (QD_IS_PLAN_PAGE (page))
        check_plan_keys (page);
      close_current_page ();
    }
  g_test_message ("keys that ran:\n%s", done->str);
  /* The keys of the two tabs that did nothing, from the text box too. */
  {
    static const char *const musts[] = {
      "QdPlanPage <Control>Return in a text box", "QdPlanPage <Alt>Right in a text box",
      "QdPlanPage <Alt>Left in a text box", "QdPlanPage <Alt>Home in a text box", "QdPlanPage <Alt>End in a text box",
      "QdPlanPage <Alt>Left on the board", "QdPlanPage <Alt>End on the board", "QdPlanPage F8 in a text box",
      "QdGdlPage <Control>h on the board", "QdGdlPage <Control>h in a text box", "QdGdlPage F8 on the board",
    };

    for (guint i = 0; i < G_N_ELEMENTS (musts); i++)
      if (strstr (done->str, musts[i]) == NULL)
        g_error ("not tried: %s", musts[i]);
  }
}

static gboolean
solved (gpointer page)
{
  return strstr (status_text (page, QD_TYPE_GAMETREE_PAGE), "Done in") != NULL;
}

static gboolean
find_label (GtkWidget *widget, const char *text)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0)
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (find_label (c, text))
      return TRUE;
  return FALSE;
}

static gboolean
shows_text (gpointer text)
{
  return find_label (GTK_WIDGET (window), text);
}

/* Right after an example opens, the focus is in its tab and F5 solves. */
static void
test_page_keys_after_open (void)
{
  QdPage *page = open_example ("gametree", 0, QD_TYPE_GAMETREE_PAGE);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (page)));
  g_assert_true (press (page, GDK_KEY_F5, 0));
  wait_until (solved, page, 10000, "the solve started by F5");
  /* The zoom control says the zoom as a percentage (it showed "1"). */
  {
    GtkWidget *pane = gtk_widget_get_ancestor (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page),
                                                                                        QD_TYPE_GAMETREE_PAGE,
                                                                                        "tree_view")),
                                               QD_TYPE_BOARD_PANE);
    QdCanvas *canvas = qd_board_pane_get_canvas (QD_BOARD_PANE (pane));
    g_autofree char *want = NULL;

    gtk_widget_activate_action (pane, "board.zoom-in", NULL);
    want = g_strdup_printf ("%.0f%%", qd_canvas_get_zoom (canvas) * 100);
    wait_until (shows_text, (gpointer) want, 5000, "the zoom as a percentage");
  }
  /* Nothing runs: Escape is not the page's, it goes on to whatever wants it. */
  g_assert_false (press (page, GDK_KEY_Escape, 0));
  close_current_page ();
}

static gboolean
widget_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (GTK_WIDGET (widget));
}

static void
test_bad_files (void)
{
  g_autofree char *dir = g_dir_make_tmp ("quandary-ui-XXXXXX", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.tree", NULL);
  g_autofree char *binary = g_build_filename (dir, "binary.tree", NULL);
  g_autofree char *unknown = g_build_filename (dir, "notes.xyz", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.tree", NULL);
  g_autoptr(GFile) bad_file = g_file_new_for_path (bad);
  g_autoptr(GFile) binary_file = g_file_new_for_path (binary);
  g_autoptr(GFile) unknown_file = g_file_new_for_path (unknown);
  g_autoptr(GFile) missing_file = g_file_new_for_path (missing);
  guint before = adw_tab_view_get_n_pages (qd_window_get_tab_view (window));

  g_assert_true (g_file_set_contents (bad, "# broken\n[1, [2, 3]\n", -1, NULL));
  g_assert_true (g_file_set_contents (binary, "\x89PNG\r\n\x1a\n\0\0\0", 11, NULL));
  g_assert_true (g_file_set_contents (unknown, "hello", -1, NULL));

  qd_window_open_file (window, bad_file);
  wait_until (error_shown, "bad.tree: line 3, column 1: the list opened at line 2 is not closed",
              5000, "the parse error");
  screenshot ("ui-error.png");
  /* Longer than a toast's line: its Details show it whole in a dialog; a
   * short one has no button. */
  {
    const char *error = qd_window_get_last_error (window);
    g_autoptr(AdwToast) toast = g_object_ref_sink (qd_toast_new (error));
    g_autoptr(AdwToast) brief = g_object_ref_sink (qd_toast_new ("bad.tree: empty"));
    GListModel *toplevels = gtk_window_get_toplevels ();
    AdwMessageDialog *dialog = NULL;

    g_assert_cmpuint (g_utf8_strlen (error, -1), >, QD_TOAST_CHARS);
    g_assert_cmpstr (adw_toast_get_button_label (toast), ==, "Details");
    g_assert_cmpstr (adw_toast_get_action_name (toast), ==, "app.show-message");
    g_assert_null (adw_toast_get_button_label (brief));
    g_assert_true (g_action_group_has_action (G_ACTION_GROUP (g_application_get_default ()), "show-message"));
    g_action_group_activate_action (G_ACTION_GROUP (g_application_get_default ()), "show-message",
                                    adw_toast_get_action_target_value (toast));
    for (guint i = 0; i < g_list_model_get_n_items (toplevels) && dialog == NULL; i++)
      {
        g_autoptr(GObject) w = g_list_model_get_item (toplevels, i);

        if (ADW_IS_MESSAGE_DIALOG (w))
          dialog = ADW_MESSAGE_DIALOG (w);
      }
    g_assert_nonnull (dialog);
    g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, error);
    wait_until (widget_mapped, dialog, 5000, "the message's dialog");
    screenshot_of (GTK_WIDGET (dialog), "ui-error-details.png");
    gtk_window_destroy (GTK_WINDOW (dialog));
  }
  qd_window_open_file (window, binary_file);
  wait_until (error_shown, "binary.tree: this is not a text file", 5000, "the binary error");
  qd_window_open_file (window, unknown_file);
  wait_until (error_shown, "“notes.xyz” is not a kind of file Quandary opens", 5000, "the type error");
  qd_window_open_file (window, missing_file);
  wait_until (error_shown, "Could not open “missing.tree”", 5000, "the missing-file error");
  /* None of them opened a tab. */
  g_assert_cmpuint (adw_tab_view_get_n_pages (qd_window_get_tab_view (window)), ==, before);

  g_unlink (bad);
  g_unlink (binary);
  g_unlink (unknown);
  g_rmdir (dir);
}

static gboolean
nothing_opening (gpointer data)
{
  return qd_window_get_n_opening (window) == 0;
}

/* A file being read says so (a rulesheet's grounding can take seconds):
 * a bar with its name and Cancel, gone when the tab opens; Cancel drops
 * the read, no tab and no error.  The bar's delay is 0 here, so that it is
 * shown as the read begins, whatever the machine's speed. */
static void
test_opening_bar (void)
{
  g_autofree char *dir = g_dir_make_tmp ("quandary-ui-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "small.tree", NULL);
  g_autofree char *other = g_build_filename (dir, "other.tree", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *third = g_build_filename (dir, "third.tree", NULL);
  g_autoptr(GFile) other_file = g_file_new_for_path (other);
  g_autoptr(GFile) third_file = g_file_new_for_path (third);
  AdwTabView *view = qd_window_get_tab_view (window);
  guint before = adw_tab_view_get_n_pages (view);
  g_autofree char *last_error = g_strdup (qd_window_get_last_error (window));

  g_assert_true (g_file_set_contents (path, "[1, [2, 3]]\n", -1, NULL));
  g_assert_true (g_file_set_contents (other, "[4, [5, 6]]\n", -1, NULL));
  g_assert_true (g_file_set_contents (third, "[7, [8, 9]]\n", -1, NULL));
  qd_window_set_opening_delay (window, 0);
  qd_window_open_file (window, file);
  g_assert_cmpuint (qd_window_get_n_opening (window), ==, 1);
  g_assert_cmpstr (qd_window_get_opening_text (window), ==, "Opening “small.tree”…");
  qd_window_open_file (window, other_file);
  g_assert_cmpstr (qd_window_get_opening_text (window), ==, "Opening 2 files…");
  wait_until (nothing_opening, NULL, 5000, "the files read");
  g_assert_null (qd_window_get_opening_text (window));
  g_assert_cmpuint (adw_tab_view_get_n_pages (view), ==, before + 2);
  close_current_page ();

  /* Cancel: no tab, no error */
  qd_window_open_file (window, third_file);
  g_assert_cmpuint (qd_window_get_n_opening (window), ==, 1);
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "cancel-open"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "cancel-open", NULL);
  wait_until (nothing_opening, NULL, 5000, "the read cancelled");
  g_assert_null (qd_window_get_opening_text (window));
  g_assert_cmpuint (adw_tab_view_get_n_pages (view), ==, before + 1);
  g_assert_cmpstr (qd_window_get_last_error (window), ==, last_error);
  qd_window_set_opening_delay (window, 400);

  close_current_page ();
  g_unlink (path);
  g_unlink (other);
  g_unlink (third);
  g_rmdir (dir);
}

static void
test_close_unsaved (void)
{
  AdwTabView *view = qd_window_get_tab_view (window);
  QdGametreePage *page;
  GtkWindow *dialog;
  guint before = adw_tab_view_get_n_pages (view);

  /* A new, edited tree asks before it is closed; Cancel keeps it. */
  page = QD_GAMETREE_PAGE (qd_window_new_page (window, "gametree"));
  g_assert_cmpuint (adw_tab_view_get_n_pages (view), ==, before + 1);
  qd_gametree_page_select_node (page, 0);
  gtk_widget_activate_action (GTK_WIDGET (page), "gametree.add-child", NULL);
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.close-tab", NULL);
  wait_until (dialog_shown, NULL, 5000, "the save-changes dialog");
  dialog = find_message_dialog ();
  screenshot ("ui-close-unsaved.png");
  respond (dialog, "cancel");
  wait_until (no_dialog, NULL, 5000, "the dialog to go");
  g_assert_cmpuint (adw_tab_view_get_n_pages (view), ==, before + 1);

  /* Discard closes it. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.close-tab", NULL);
  wait_until (dialog_shown, NULL, 5000, "the save-changes dialog");
  respond (find_message_dialog (), "discard");
  wait_until (no_dialog, NULL, 5000, "the dialog to go");
  g_assert_cmpuint (adw_tab_view_get_n_pages (view), ==, before);
}

/* One undo for every page (qd-page.h): an edit goes into the history, Ctrl+Z
 * takes it back to the opened document, which is not modified any more, and
 * Shift+Ctrl+Z brings it again; with nothing to undo the key does nothing
 * (and is left to others). */
static void
test_undo_keys (void)
{
  QdGametreePage *page = QD_GAMETREE_PAGE (qd_window_new_page (window, "gametree"));
  g_autofree char *opened = qd_page_serialize (QD_PAGE (page));
  g_autofree char *edited = NULL, *undone = NULL, *redone = NULL;

  g_assert_false (qd_page_get_modified (QD_PAGE (page)));
  g_assert_false (qd_widget_action_enabled (GTK_WIDGET (page), "gametree.undo"));
  g_assert_false (press_key_in (GTK_WIDGET (page), GDK_KEY_z, GDK_CONTROL_MASK));

  qd_gametree_page_select_node (page, 0);
  gtk_widget_activate_action (GTK_WIDGET (page), "gametree.add-child", NULL);
  edited = qd_page_serialize (QD_PAGE (page));
  g_assert_cmpstr (edited, !=, opened);
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));
  g_assert_true (qd_widget_action_enabled (GTK_WIDGET (page), "gametree.undo"));

  g_assert_true (press_key_in (GTK_WIDGET (page), GDK_KEY_z, GDK_CONTROL_MASK));
  undone = qd_page_serialize (QD_PAGE (page));
  g_assert_cmpstr (undone, ==, opened);
  g_assert_false (qd_page_get_modified (QD_PAGE (page)));
  g_assert_true (qd_widget_action_enabled (GTK_WIDGET (page), "gametree.redo"));

  g_assert_true (press_key_in (GTK_WIDGET (page), GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK));
  redone = qd_page_serialize (QD_PAGE (page));
  g_assert_cmpstr (redone, ==, edited);
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));

  qd_page_set_modified (QD_PAGE (page), FALSE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.close-tab", NULL);
}

static void
collect_titles (GtkWidget *widget, GPtrArray *out)
{
  if (GTK_IS_LABEL (widget) && (gtk_widget_has_css_class (widget, "heading") ||
                                gtk_widget_has_css_class (widget, "caption-heading")))
    g_ptr_array_add (out, widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect_titles (c, out);
}

/* The start page's titles, its problems' and its examples', each whole:
 * nothing ellipsized, every line of it inside its label. */
static void
check_start_titles_whole (void)
{
  g_autoptr(GPtrArray) titles = g_ptr_array_new ();

  collect_titles (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), QD_TYPE_WINDOW, "start_box")),
                  titles);
  g_assert_cmpuint (titles->len, >, 20);
  for (guint i = 0; i < titles->len; i++)
    {
      PangoLayout *layout = gtk_label_get_layout (titles->pdata[i]);
      int width, height;

      pango_layout_get_pixel_size (layout, &width, &height);
      if (pango_layout_is_ellipsized (layout) || width > gtk_widget_get_width (titles->pdata[i]) ||
          height > gtk_widget_get_height (titles->pdata[i]))
        g_error ("the start page cuts \"%s\"", gtk_label_get_text (titles->pdata[i]));
    }
}

static void
test_empty (void)
{
  AdwTabView *view = qd_window_get_tab_view (window);
  guint before = adw_tab_view_get_n_pages (view);

  /* Whatever is open, an edited document among them, closes to the empty window. */
  qd_window_open_example (window, "gametree", 1);
  wait_until (has_page, GUINT_TO_POINTER (before + 1), 5000, "an example");
  qd_page_set_modified (qd_window_get_current_page (window), TRUE);
  while (adw_tab_view_get_n_pages (view) > 0)
    {
      guint before = adw_tab_view_get_n_pages (view);

      adw_tab_view_close_page (view, adw_tab_view_get_nth_page (view, 0));
      /* Either the tab goes or the save question comes. */
      wait_until (tab_gone_or_dialog, GUINT_TO_POINTER (before), 5000, "the tab to close or ask");
      if (find_message_dialog () != NULL)
        {
          respond (find_message_dialog (), "discard");
          wait_until (no_dialog, NULL, 5000, "the dialog to go");
        }
    }
  /* Every bundled example is on the start page with its thumbnail. */
  {
    gint64 start = g_get_monotonic_time ();

    g_assert_true (qd_window_start_draw_all (window));
    g_test_message ("thumbnails left to draw took %.1f ms", (g_get_monotonic_time () - start) / 1000.0);
  }
  wait_for_frame ();
  screenshot ("ui-empty.png");
  screenshot_of (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), QD_TYPE_WINDOW, "start_box")),
                 "ui-start-examples.png");
  check_start_titles_whole ();
  /* The same in the small window (issue 76: "…Monte Carlo Tr…"). */
  resize_window (600, 500);
  check_start_titles_whole ();
  screenshot ("ui-empty-600.png");
  resize_window (1200, 760);
}

static void
test_session_restore (void)
{
  AdwTabView *view = qd_window_get_tab_view (window);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GVariant) tabs = NULL;
  QdWindow *second;

  qd_window_open_example (window, "gametree", 2);
  wait_until (has_page, GUINT_TO_POINTER (1), 5000, "the example tab");
  qd_window_new_page (window, "gametree");
  gtk_window_set_default_size (GTK_WINDOW (window), 1111, 777);

  /* Closing the window (nothing unsaved) records the tabs and the size. */
  gtk_window_close (GTK_WINDOW (window));
  wait_until (session_recorded, GUINT_TO_POINTER (2), 5000, "the session to be recorded");
  tabs = g_settings_get_value (settings, "open-tabs");
  g_assert_cmpuint (g_variant_n_children (tabs), ==, 2);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 1111);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 777);

  second = qd_window_new (GTK_APPLICATION (app));
  window = second;
  qd_window_restore_session (second);
  gtk_window_present (GTK_WINDOW (second));
  wait_until (has_page, GUINT_TO_POINTER (2), 5000, "the restored tabs");
  view = qd_window_get_tab_view (second);
  g_assert_cmpstr (qd_page_get_title (QD_PAGE (adw_tab_page_get_child (adw_tab_view_get_nth_page (view, 0)))),
                   ==, "Binary Tree of Depth Four");
  {
    int w, h;
    gtk_window_get_default_size (GTK_WINDOW (second), &w, &h);
    g_assert_cmpint (w, ==, 1111);
  }
}

/* quandary-cli ARGS…, its stdout; asserts exit 0. */
static char *
cli (const char *const *args)
{
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "..", "src", "cli", "quandary-cli", NULL);
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  char *out = NULL;
  int status;

  g_ptr_array_add (argv, path);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL,
                               &status, NULL));
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

static gboolean
has_report (gpointer data)
{
  return qd_window_get_shards_report (window) != NULL;
}

/* The last report's window closed (a new one could reuse its address). */
static void
close_report (void)
{
  if (qd_window_get_shards_report (window) != NULL)
    gtk_window_destroy (GTK_WINDOW (qd_window_get_shards_report (window)));
  g_assert_null (qd_window_get_shards_report (window));
}

/* The first descendant of `widget` of type `type`, or NULL. */
static GtkWidget *
descendant_of_type (GtkWidget *widget, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = descendant_of_type (c, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static char *
report_text (void)
{
  GtkWidget *w = qd_window_get_shards_report (window);
  GtkTextView *view = GTK_TEXT_VIEW (descendant_of_type (w, GTK_TYPE_TEXT_VIEW));
  GtkTextIter a, b;

  gtk_text_buffer_get_bounds (gtk_text_view_get_buffer (view), &a, &b);
  return gtk_text_buffer_get_text (gtk_text_view_get_buffer (view), &a, &b, FALSE);
}

/* The words of a report's first line, one space between them. */
static char *
header_words (const char *report)
{
  g_autofree char *line = g_strndup (report, strcspn (report, "\n"));
  g_auto(GStrv) words = g_strsplit_set (line, " \t", -1);
  GString *joined = g_string_new (NULL);

  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0')
      g_string_append_printf (joined, "%s%s", joined->len > 0 ? " " : "", words[i]);
  return g_string_free (joined, FALSE);
}

/* A small sharded run of the problem's experiment: the arguments of
 * quandary-cli, one a line, in tests/<id>/shard-experiment.args (@DATA@ is
 * the problem's tests/<id>/data/); NULL when the file is missing. */
static GStrv
shard_experiment_args (const QdProblem *problem)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, problem->id, "shard-experiment.args", NULL);
  g_autofree char *data = g_test_build_filename (G_TEST_DIST, problem->id, "data", NULL);
  g_autofree char *text = NULL;
  GStrv args;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return NULL;
  g_strstrip (text);
  args = g_strsplit (text, "\n", -1);
  for (guint i = 0; args[i] != NULL; i++)
    if (g_str_has_prefix (args[i], "@DATA@"))
      {
        char *full = g_strconcat (data, args[i] + strlen ("@DATA@"), NULL);

        g_free (args[i]);
        args[i] = full;
      }
  return args;
}

/* The main menu's Experiment Shards (issue 18): two shards of the
 * experiment of every problem that has one (its descriptor merges shards),
 * written by quandary-cli, merged in the window into the report
 * `quandary-cli experiment merge` prints for the same files; a folder; a
 * file that is not a raw file is a toast, no report. */
static void
test_open_shards (void)
{
  g_autofree char *dir = g_dir_make_tmp ("quandary-ui-shards-XXXXXX", NULL);
  g_autofree char *first_raw = NULL, *first_report = NULL;
  guint n, merged = 0;
  const QdProblem *const *problems = qd_problem_get_all (&n);

  for (guint e = 0; e < n; e++)
    {
      g_autofree char *raw1 = g_strdup_printf ("%s/e%u-1.csv", dir, e);
      g_autofree char *raw2 = g_strdup_printf ("%s/e%u-2.csv", dir, e);
      const char *paths[] = { raw1, raw2, NULL };
      g_autofree char *expected = NULL, *shown = NULL;
      g_auto(GStrv) experiment = NULL;

      if (problems[e]->merge_shards == NULL)
        continue;
      experiment = shard_experiment_args (problems[e]);
      g_test_message ("%s: %s", problems[e]->id, experiment != NULL ? experiment[0] : "(none)");
      /* Every experiment the window merges has its small run here. */
      g_assert_nonnull (experiment);
      for (guint i = 1; i <= 2; i++)
        {
          g_autoptr(GPtrArray) args = g_ptr_array_new ();
          g_autofree char *shard = g_strdup_printf ("%u/2", i);
          g_autofree char *out = NULL;

          for (guint k = 0; experiment[k] != NULL; k++)
            g_ptr_array_add (args, experiment[k]);
          g_ptr_array_add (args, "--shard");
          g_ptr_array_add (args, shard);
          g_ptr_array_add (args, "--raw");
          g_ptr_array_add (args, i == 1 ? raw1 : raw2);
          g_ptr_array_add (args, NULL);
          out = cli ((const char *const *) args->pdata);
        }
      expected = cli ((const char *const *) (const char *[]) { "experiment", "merge", raw1, raw2, NULL });
      close_report ();
      qd_window_open_shards (window, paths, FALSE);
      wait_until (has_report, NULL, 30000, "the merged report");
      shown = report_text ();
      g_assert_cmpstr (shown, ==, expected);
      g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (qd_window_get_shards_report (window))),
                                       "Merged Shards: "));
      if (merged++ == 0)
        {
          wait_for_frame ();
          screenshot_of (qd_window_get_shards_report (window), "ui-window-shards.png");
          first_raw = g_strdup_printf ("%s/e%u-1.csv", dir, e);
          first_report = g_strdup (expected);
        }
    }
  g_assert_cmpuint (merged, >, 0);

  /* The folder of the first experiment's first shard alone: a report of
   * what is there, under the same table header. */
  {
    g_autofree char *folder = g_build_filename (dir, "first", NULL);
    g_autofree char *to = g_build_filename (folder, "shard-1.csv", NULL);
    g_autofree char *shown = NULL, *header_shown = NULL, *header_first = NULL;

    g_mkdir (folder, 0700);
    g_assert_cmpint (g_rename (first_raw, to), ==, 0);
    close_report ();
    qd_window_open_shards (window, (const char *const *) (const char *[]) { folder, NULL }, TRUE);
    wait_until (has_report, NULL, 30000, "the folder's report");
    shown = report_text ();
    /* The same columns (their widths follow the numbers). */
    header_shown = header_words (shown);
    header_first = header_words (first_report);
    g_assert_cmpstr (header_shown, !=, "");
    g_assert_cmpstr (header_shown, ==, header_first);
    g_unlink (to);
    g_rmdir (folder);
  }
  /* Not a raw file: no report (the message is a toast). */
  {
    g_autofree char *junk = g_build_filename (dir, "junk.csv", NULL);

    g_assert_true (g_file_set_contents (junk, "n,algorithm\n", -1, NULL));
    close_report ();
    qd_window_open_shards (window, (const char *const *) (const char *[]) { junk, NULL }, FALSE);
    for (guint i = 0; i < 50; i++)
      wait_for_frame ();
    g_assert_null (qd_window_get_shards_report (window));
    g_unlink (junk);
  }
  {
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;

    while ((name = g_dir_read_name (d)) != NULL)
      {
        g_autofree char *p = g_build_filename (dir, name, NULL);

        g_unlink (p);
      }
  }
  g_rmdir (dir);
}

static gboolean
has_n_pages (gpointer n)
{
  return adw_tab_view_get_n_pages (qd_window_get_tab_view (window)) == (int) GPOINTER_TO_UINT (n);
}

/* Help (F1) opens the manual at the page of the tab on show: every problem
 * has its page in help/C/, the empty window the front page. */
static void
test_help_uri (void)
{
  guint n;
  const QdProblem *const *problems = qd_problem_get_all (&n);
  g_autofree char *front = NULL;

  while (adw_tab_view_get_n_pages (qd_window_get_tab_view (window)) > 0)
    close_current_page ();
  front = qd_window_help_uri (window);
  g_assert_cmpstr (front, ==, "help:quandary");
  for (guint p = 0; p < n; p++)
    {
      g_autofree char *uri = NULL, *expected = g_strdup_printf ("help:quandary/problem-%s", problems[p]->id);
      g_autofree char *file = g_strdup_printf ("problem-%s.page", problems[p]->id);
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "help", "C", file, NULL);

      qd_window_open_example (window, problems[p]->id, 0);
      wait_until (has_n_pages, GUINT_TO_POINTER (1), 10000, problems[p]->id);
      uri = qd_window_help_uri (window);
      g_assert_cmpstr (uri, ==, expected);
      g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
      close_current_page ();
    }
}

static void
on_dismissed (AdwToast *toast, gpointer flag)
{
  *(gboolean *) flag = TRUE;
}

/* A tab's messages go with it: its toasts are dismissed when it closes
 * (else one about a closed tab stays over the next), the window's are not. */
static void
test_toasts_closed_with_page (void)
{
  g_autoptr(AdwToast) page_toast = adw_toast_new ("the page's");
  g_autoptr(AdwToast) later = adw_toast_new ("the page's, queued");
  g_autoptr(AdwToast) window_toast = adw_toast_new ("the window's");
  gboolean page_gone = FALSE, later_gone = FALSE, window_gone = FALSE;
  guint n;
  const QdProblem *first = qd_problem_get_all (&n)[0];
  QdPage *page;

  while (adw_tab_view_get_n_pages (qd_window_get_tab_view (window)) > 0)
    close_current_page ();
  qd_window_open_example (window, first->id, 0);
  wait_until (has_n_pages, GUINT_TO_POINTER (1), 10000, "an example");
  page = qd_window_get_current_page (window);
  adw_toast_set_timeout (page_toast, 0);
  adw_toast_set_timeout (later, 0);
  adw_toast_set_timeout (window_toast, 0);
  g_signal_connect (page_toast, "dismissed", G_CALLBACK (on_dismissed), &page_gone);
  g_signal_connect (later, "dismissed", G_CALLBACK (on_dismissed), &later_gone);
  g_signal_connect (window_toast, "dismissed", G_CALLBACK (on_dismissed), &window_gone);
  g_assert_true (qd_page_add_toast (page, g_object_ref (page_toast)));
  g_assert_true (qd_page_add_toast (page, g_object_ref (later)));
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (gtk_widget_get_ancestor (GTK_WIDGET (page), ADW_TYPE_TOAST_OVERLAY)),
                               g_object_ref (window_toast));
  spin (100);
  g_assert_false (page_gone);
  close_current_page ();
  spin (100);
  g_assert_true (page_gone);
  g_assert_true (later_gone);
  g_assert_false (window_gone);
  adw_toast_dismiss (window_toast);
  /* A page in no window drops what it is given. */
  {
    QdPage *loose = g_object_ref_sink (g_object_new (qd_problems_page_type (first), NULL));

    g_assert_false (qd_page_add_toast (loose, adw_toast_new ("nowhere")));
    g_object_unref (loose);
  }
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);

  g_test_add_func ("/ui/window/empty", test_empty);
  g_test_add_func ("/ui/window/open-shards", test_open_shards);
  g_test_add_func ("/ui/window/help-uri", test_help_uri);
  g_test_add_func ("/ui/window/toasts-closed-with-page", test_toasts_closed_with_page);
  g_test_add_func ("/ui/window/shortcuts", test_shortcuts_window);
  g_test_add_func ("/ui/window/shortcuts-of-page", test_shortcuts_of_page);
  g_test_add_func ("/ui/window/new-tab-menu", test_new_tab_menu);
  g_test_add_func ("/ui/window/examples-menu", test_examples_menu);
  g_test_add_func ("/ui/window/page-keys-after-open", test_page_keys_after_open);
  g_test_add_func ("/ui/window/page-shortcuts", test_page_shortcuts);
  g_test_add_func ("/ui/window/bad-files", test_bad_files);
  g_test_add_func ("/ui/window/opening-bar", test_opening_bar);
  g_test_add_func ("/ui/window/close-unsaved", test_close_unsaved);
  g_test_add_func ("/ui/window/undo-keys", test_undo_keys);
  g_test_add_func ("/ui/window/session-restore", test_session_restore);
  return ui_run ();
}
