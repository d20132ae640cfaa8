/* test-ui-search-rbfs-bidir.c — recursive best-first search and
 * bidirectional search in the search tab under Xvfb, the window's tools on
 * AIMA's Romania (3rd ed. figures 3.24 to 3.27):
 * - Practice: RBFS's f-limits (Sibiu's is min (∞, Timisoara's f 447) = 447,
 *   Rimnicu Vilcea's min (447, Fagaras's f 415) = 415); bidirectional
 *   search's side (after Arad forward, Bucharest backward at g 0, then Zerind
 *   forward at 75 before Urziceni's 85 backward) and its meeting, Rimnicu
 *   Vilcea (140 + 80 forward, 101 + 97 backward = 418), answered on the map
 *   by the keyboard (wrong) and by a click (right);
 * - Check an Answer: the CLI's --trace is correct; a trace with one value
 *   changed is wrong at that line, and the explanation names the step;
 * - Report…: a PDF that describes the algorithm (pdftotext);
 * - the replay as a GIF: one frame per event of the CLI's trace, plus the
 *   start.
 * Screenshots of each verdict (1200 × 760, the sidebar in sight):
 * ui-search-rbfs-practice-*.png,
 * ui-search-bidir-practice-*.png (and the check's, the reports' pages).
 * On main at 3f166e9, /ui/search-rbfs-bidir/bidir-report fails on purpose:
 * the bidirectional report prints RBFS's paragraph (a known bug). */
#include "config.h"

#include "gif-decode.h"
#include "ui-page-check.h"
#include "ui-page-report.h"
#include "ui-practice.h"
#include "ui-search-common.h"
#include "app/widgets/qd-practice-bar.h"
#include "problems/search/qd-search-practice.h"
#include "problems/search/qd-search-run.h"
#include "render/search/qd-search-render.h"

#include <string.h>

/* The practice bar's "Ask" drop-down. */
enum { ASK_EVERY_STEP, ASK_DECISIONS, ASK_END };

static QdPracticeBar *
bar_of (QdSearchPage *page)
{
  return QD_PRACTICE_BAR (search_child (page, "practice_bar"));
}

static QdCanvas *
board_of (QdSearchPage *page)
{
  return QD_CANVAS (search_child (page, "view"));
}

/* Romania opened, `algorithm` chosen in the sidebar (no run yet). */
static QdSearchPage *
open_with (QdSpaceAlgorithm algorithm)
{
  QdSearchPage *page = open_search ("romania.route");

  adw_combo_row_set_selected (ADW_COMBO_ROW (search_child (page, "algorithm_row")), algorithm);
  return page;
}

static void
solve (QdSearchPage *page)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL));
  wait_until (search_run_ready, page, 60000, "the search");
}

/* The bar in sight, a frame, the window saved as `name`. */
static void
shoot_bar (QdPracticeBar *bar, const char *name)
{
  practice_scroll_to_bar (bar);
  wait_for_frame ();
  screenshot (name);
}

static void
set_frequency (QdPracticeBar *bar, guint ask)
{
  gtk_drop_down_set_selected (practice_frequency (bar), ask);
  wait_for_frame ();
}

/* The cell of the place called `name` on the page's map. */
static guint
place_cell (QdSearchPage *page, const char *name)
{
  const QdSearchRun *run = qd_search_page_get_run (page);

  for (guint cell = 0; cell < qd_search_doc_n_cells (qd_search_page_get_doc (page)); cell++)
    {
      g_autofree char *here = qd_search_practice_cell_name (run, cell);

      if (g_strcmp0 (here, name) == 0)
        return cell;
    }
  g_error ("no place %s on the map", name);
}

/* Practice turned on in the tab, asking at `ask`, on a run of `algorithm`. */
static void
practise (QdSearchPage *page, guint ask, QdSpaceAlgorithm algorithm)
{
  practice_turn_on (QD_PAGE (page), bar_of (page), "search.practice");
  set_frequency (bar_of (page), ask);
  g_assert_cmpint (qd_search_run_settings (qd_search_page_get_run (page))->algorithm, ==, algorithm);
}

/* The verdict is "No", its explanation naming `a` and `b`. */
static void
expect_wrong (QdPracticeBar *bar, const char *a, const char *b)
{
  const char *feedback = qd_practice_bar_get_feedback (bar);

  g_test_message ("%s", feedback);
  g_assert_true (g_str_has_prefix (feedback, "No: "));
  g_assert_nonnull (strstr (feedback, a));
  g_assert_nonnull (strstr (feedback, b));
}

/* ------------------------------------------------------------- practice */

/* RBFS asks for each f-limit (a question of every step): a wrong one
 * typed is explained by the limit's rule, the question kept; the right one
 * moves on to Rimnicu Vilcea's. */
static void
test_rbfs_practice (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  QdSearchPage *page = open_with (QD_SPACE_RBFS);
  QdPracticeBar *bar = bar_of (page);

  practise (page, ASK_EVERY_STEP, QD_SPACE_RBFS);
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, "What is the f-limit when RBFS expands Sibiu?");
  /* 415 is Rimnicu Vilcea's limit, not Sibiu's. */
  practice_type_answer (bar, "415");
  expect_wrong (bar, "Sibiu", "447");
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, "What is the f-limit when RBFS expands Sibiu?");
  /* Nothing on show tells the end. */
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (search_child (page, "cost_label"))), ==, "—");
  shoot_bar (bar, "ui-search-rbfs-practice-wrong.png");

  practice_type_answer (bar, "447");
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, "What is the f-limit when RBFS expands Rimnicu Vilcea?");
  shoot_bar (bar, "ui-search-rbfs-practice-right.png");
  practice_type_answer (bar, "415");
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, "What value does RBFS back up to Rimnicu Vilcea?");
  /* Sibiu missed first, Rimnicu Vilcea right: one right of two. */
  practice_check_session (QD_PAGE (page), bar, "1 right of 2", "RBFS in practice");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "search.practice", NULL));
  search_close_tab (page);
  g_settings_reset (settings, "practice-frequency");
}

/* Bidirectional search asks which side expands (a decision), typed; asked
 * at the end only, where the searches meet, answered on the map: Sibiu by
 * the keyboard's cursor and Return (wrong), Rimnicu Vilcea clicked
 * (right); then the cost typed. */
static void
test_bidir_practice (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  QdSearchPage *page = open_with (QD_SPACE_BIDIR);
  QdPracticeBar *bar = bar_of (page);
  QdCanvas *board = board_of (page);
  const char *side = "Which side expands next? Type forward or backward.";
  double x, y, w, h;
  guint sibiu, rimnicu;

  practise (page, ASK_DECISIONS, QD_SPACE_BIDIR);
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, side);
  practice_type_answer (bar, "forward");
  expect_wrong (bar, "backward", "Bucharest");
  shoot_bar (bar, "ui-search-bidir-practice-wrong.png");
  practice_type_answer (bar, "backward");
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  /* Zerind (g 75) forward before Urziceni (g 85) backward. */
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, side);
  practice_type_answer (bar, "Forward");
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  shoot_bar (bar, "ui-search-bidir-practice-right.png");

  set_frequency (bar, ASK_END);
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==,
                   "Where do the two searches meet? Click the node or type its name.");
  sibiu = place_cell (page, "Sibiu");
  rimnicu = place_cell (page, "Rimnicu Vilcea");
  gtk_widget_grab_focus (GTK_WIDGET (board));
  qd_canvas_set_cursor (board, (gint) sibiu);
  wait_for_frame ();
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Return));
  expect_wrong (bar, "Rimnicu Vilcea", "meet");
  qd_canvas_set_cursor (board, -1);
  shoot_bar (bar, "ui-search-bidir-practice-meet-wrong.png");

  qd_search_render_cell_rect (qd_search_page_get_doc (page), rimnicu, &x, &y, &w, &h);
  g_assert_cmpint (qd_search_render_hit (qd_search_page_get_doc (page), x + w / 2, y + h / 2), ==, rimnicu);
  g_signal_emit_by_name (board, "pressed", x + w / 2, y + h / 2, 1);
  wait_for_frame ();
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, "What is the cost of the path found where they meet?");
  shoot_bar (bar, "ui-search-bidir-practice-meet-right.png");
  practice_type_answer (bar, "418");
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  g_assert_true (qd_practice_finished (qd_practice_bar_get_practice (bar)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "search.practice", NULL));
  search_close_tab (page);
  g_settings_reset (settings, "practice-frequency");
}

/* ------------------------------------------------------------- check */

/* The CLI's trace of Romania by `algorithm` (its name on the command line). */
static char *
cli_trace (const char *algorithm, const char *stem)
{
  g_autofree char *romania = g_build_filename (g_getenv ("QD_DATA_DIR"), "examples", "search", "romania.route", NULL);
  g_autofree char *name = g_strconcat (stem, "-trace.txt", NULL);
  g_autofree char *trace = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), name, NULL);
  const char *argv[] = { g_getenv ("QD_CLI"), "search", romania, "--algorithm", algorithm, "--trace", trace, NULL };
  g_autoptr(GError) error = NULL;
  char *text = NULL;
  int status = 0;

  g_assert_nonnull (argv[0]);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, NULL,
                               &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_true (g_file_get_contents (trace, &text, NULL, &error));
  g_assert_no_error (error);
  return text;
}

/* The trace's events (its lines not indented and not comments). */
static guint
trace_events (const char *trace)
{
  g_auto(GStrv) lines = g_strsplit (trace, "\n", -1);
  guint n = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    if (lines[i][0] != '\0' && lines[i][0] != ' ' && lines[i][0] != '#')
      n++;
  return n;
}

/* The trace is correct; with `from` made `to` (on line `line`, of step
 * `step` counted from 1) it is wrong there, and the explanation says
 * which step. */
static void
check_trace (QdSearchPage *page, const char *trace, const char *from, const char *to, guint line, guint step,
             const char *stem)
{
  g_autoptr(GString) bad = g_string_new (trace);
  g_autoptr(QdCheckResult) right = NULL, wrong = NULL;
  g_autofree char *right_stem = g_strconcat (stem, "-right", NULL), *wrong_stem = g_strconcat (stem, "-wrong", NULL);
  g_autofree char *step_text = g_strdup_printf ("step %u", step);

  right = check_answer_in_page (QD_PAGE (page), trace, right_stem);
  g_assert_cmpint (right->verdict, ==, QD_CHECK_CORRECT);
  g_assert_cmpuint (g_string_replace (bad, from, to, 1), ==, 1);
  wrong = check_answer_in_page (QD_PAGE (page), bad->str, wrong_stem);
  g_test_message ("line %u step %d: %s", wrong->line, (int) wrong->step, wrong->explanation);
  g_assert_cmpint (wrong->verdict, ==, QD_CHECK_WRONG);
  g_assert_cmpuint (wrong->line, ==, line);
  g_assert_nonnull (wrong->explanation);
  g_assert_nonnull (strstr (wrong->explanation, step_text));
  /* The replay goes to that step (counted from 0). */
  g_assert_cmpint (wrong->step, ==, (gint) step - 1);
  g_assert_cmpuint (qd_stepper_get_step (qd_page_get_stepper (QD_PAGE (page))), ==, step - 1);
}

/* RBFS: Rimnicu Vilcea's f-limit is min (447, Fagaras's 415) = 415, on the
 * trace's line 11 (the comment, Arad and its 3 children, Sibiu and its 4,
 * then Rimnicu Vilcea: step 3). */
static void
test_rbfs_check (void)
{
  QdSearchPage *page = open_with (QD_SPACE_RBFS);
  g_autofree char *trace = cli_trace ("rbfs", "ui-search-rbfs");

  solve (page);
  check_trace (page, trace, "expand 3 Rimnicu Vilcea g 220 h 193 f 413 limit 415",
               "expand 3 Rimnicu Vilcea g 220 h 193 f 413 limit 416", 11, 3, "ui-search-rbfs");
  search_close_tab (page);
}

/* Bidirectional: step 3 is Zerind forward (g 75 < Urziceni's 85 backward),
 * line 11 (the comment, Arad and its 3, Bucharest and its 4). */
static void
test_bidir_check (void)
{
  QdSearchPage *page = open_with (QD_SPACE_BIDIR);
  g_autofree char *trace = cli_trace ("bidirectional", "ui-search-bidir");

  solve (page);
  check_trace (page, trace, "expand 3 forward Zerind", "expand 3 backward Zerind", 11, 3, "ui-search-bidir");
  search_close_tab (page);
}

/* ------------------------------------------------------------- report, GIF */

/* The text of a PDF without white space (pdftotext; a line may wrap anywhere). */
static char *
pdf_text_bare (const char *path)
{
  const char *argv[] = { "pdftotext", "-layout", path, "-", NULL };
  g_autofree char *out = NULL;
  GString *bare = g_string_new (NULL);
  int status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                               NULL, &out, NULL, &status, NULL));
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  for (const char *c = out; *c != '\0'; c++)
    if (!g_ascii_isspace (*c))
      g_string_append_c (bare, *c);
  return g_string_free (bare, FALSE);
}

/* Romania searched by `algorithm` (`name` on the command line) in the tab;
 * the replay written by the window as a GIF of a frame per event of the
 * CLI's trace (`n_events` of them, worked by hand) plus the start, then
 * Report… as a PDF whose text (without white space) has `want` and not
 * `not_want`. */
static void
check_report_and_gif (QdSpaceAlgorithm algorithm, const char *name, guint n_events, const char *want,
                      const char *not_want)
{
  QdSearchPage *page = open_with (algorithm);
  g_autofree char *stem = g_strconcat ("ui-search-", name, NULL);
  g_autofree char *gif_stem = g_strconcat (stem, "-gif", NULL);
  g_autofree char *trace = cli_trace (name, gif_stem);
  g_autofree char *pdf_name = g_strconcat (stem, "-window.pdf", NULL), *gif_name = g_strconcat (stem, ".gif", NULL);
  g_autofree char *pdf = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), pdf_name, NULL);
  g_autofree char *gif = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), gif_name, NULL);
  g_autoptr(GFile) pdf_file = g_file_new_for_path (pdf), gif_file = g_file_new_for_path (gif);
  g_autoptr(QdReport) report = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  GifInfo info;

  g_assert_cmpuint (trace_events (trace), ==, n_events);
  solve (page);
  /* The GIF first: the report's text of main at 3f166e9 fails for bidirectional search. */
  g_assert_true (qd_window_write_page (window, QD_PAGE (page), 2, gif_file, NULL));
  wait_until (page_not_busy, page, 60000, "the animation");
  g_assert_true (gif_decode (gif, &info, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (info.frames, ==, n_events + 1);
  g_assert_true (info.first_last_differ);

  /* The CLI's report's sections, its pages as PNGs (STEM-report-*.png). */
  report = check_page_report (QD_PAGE (page), stem);
  g_assert_true (qd_window_write_page (window, QD_PAGE (page), 0, pdf_file, NULL));
  wait_until (page_not_busy, page, 60000, "the report");
  g_assert_true (g_file_test (pdf, G_FILE_TEST_IS_REGULAR));
  text = pdf_text_bare (pdf);
  g_assert_nonnull (strstr (text, "cost418"));
  if (strstr (text, want) == NULL || (not_want != NULL && strstr (text, not_want) != NULL))
    g_error ("%s: the report should say \"%s\"%s%s; its text: %.600s", pdf, want, not_want != NULL ? ", not " : "",
             not_want != NULL ? not_want : "", text);
  search_close_tab (page);
}

/* RBFS: the report names the algorithm and its rule; the trace has 6
 * expansions, 2 backups and the goal (tests/search/golden/
 * romania-rbfs-trace.txt, by hand). */
static void
test_rbfs_report (void)
{
  check_report_and_gif (QD_SPACE_RBFS, "rbfs", 9, "Recursivebest-firstsearch(AIMA3rded.figure3.26)", NULL);
}

/* Bidirectional: the report describes bidirectional search, not RBFS (a
 * known bug of main at 3f166e9: it prints RBFS's paragraph); the trace has
 * 10 expansions and the meeting (tests/search/test-cli-search-bidir.py's
 * steps, by hand). */
static void
test_bidir_report (void)
{
  check_report_and_gif (QD_SPACE_BIDIR, "bidirectional", 11, "Bidirectional", "Recursivebest-first");
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/search-rbfs-bidir/rbfs-practice", test_rbfs_practice);
  g_test_add_func ("/ui/search-rbfs-bidir/bidir-practice", test_bidir_practice);
  g_test_add_func ("/ui/search-rbfs-bidir/rbfs-check", test_rbfs_check);
  g_test_add_func ("/ui/search-rbfs-bidir/bidir-check", test_bidir_check);
  g_test_add_func ("/ui/search-rbfs-bidir/rbfs-report", test_rbfs_report);
  g_test_add_func ("/ui/search-rbfs-bidir/bidir-report", test_bidir_report);
  return ui_run ();
}
