/* test-hmm-report.c — the documents of inference over time
 * (render/hmm/qd-hmm-run-report.h, qd-hmm-animation.h,
 * qd-hmm-worksheet.h) on the book's umbrella world (AIMA 4th ed. §14.2):
 * the report's filtering, smoothing and Viterbi figures read back from its
 * PDF (pdftotext) against the book's 0.818, 0.883 and fig. 14.6's messages;
 * a ghost hunt's report and its turn log; the animations' frames, captions
 * and GIFs (read back by giflib); the worksheet's key against a forward
 * pass and a Viterbi by enumeration written here.  PDFs, GIFs and
 * hmm-report-*.png in the build folder, to look at. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "problems/hmm/qd-hmm-world.h"
#include "render/hmm/qd-hmm-animation.h"
#include "render/hmm/qd-hmm-run-report.h"
#include "render/hmm/qd-hmm-worksheet.h"
#include "render/qd-export.h"
#include "render/qd-gif.h"
#include "../gif-decode.h"
#include "../render-pixels.h"
#include "hmm-examples.h"

/* u, u, ¬u, u, u: the evidence of fig. 14.6. */
static const guint umbrella_days[5] = { 0, 0, 1, 0, 0 };

static QdHmmWorld *
read_world (const char *name)
{
  g_autofree char *path = g_build_filename (g_getenv ("QD_DATA_DIR"), "examples", "hmm", name, NULL);
  g_autofree char *text = NULL;
  gsize length;
  g_autoptr(GError) error = NULL;
  QdHmmWorld *world;

  g_assert_true (g_file_get_contents (path, &text, &length, &error));
  world = qd_hmm_world_parse (text, length, &error);
  g_assert_no_error (error);
  return world;
}

/* The report written as NAME in the build folder, its text by pdftotext
 * (NULL when poppler-utils is missing: the test is then skipped). */
static char *
report_text (const QdReport *report, const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
  char *out = NULL;
  gint status;

  g_assert_true (qd_report_write_pdf (report, file, &error));
  g_assert_no_error (error);
  if (pdftotext == NULL)
    return NULL;
  g_assert_true (g_spawn_sync (NULL, (char **) (const char *[]) { pdftotext, path, "-", NULL }, NULL,
                               G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_cmpint (status, ==, 0);
  return out;
}

/* The PDF at PATH has PAGES pages, by pdfinfo (skipped without it). */
static void
assert_pdf_pages (const char *path, guint pages)
{
  g_autofree char *pdfinfo = g_find_program_in_path ("pdfinfo");
  g_autofree char *out = NULL;
  g_autofree char *want = g_strdup_printf ("\nPages:           %u\n", pages);
  g_autoptr(GError) error = NULL;
  gint status;

  if (pdfinfo == NULL)
    return;
  g_assert_true (g_spawn_sync (NULL, (char **) (const char *[]) { pdfinfo, path, NULL }, NULL,
                               G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (out, want));
}

static void
assert_has (const char *text, const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("“%s” not found in:\n%s", part, text);
}

/* Filtering two days of umbrellas: the book's 0.818 and 0.883 (0.8182,
 * 0.8834 to four decimals: 0.45/0.55 and 0.5645/0.6390 by hand), the
 * tables of the model, the evidence, P(e) = 0.55 × 0.6390 = 0.3515 (the
 * second day's normaliser 0.627 × 0.9 + 0.373 × 0.2), the command. */
static void
test_report_filter (void)
{
  g_autoptr(QdHmmWorld) world = qd_hmm_world_new (read_example ("umbrella.hmm"), NULL);
  const char *argv[] = { "quandary-cli", "hmm", "umbrella.hmm", "--evidence", "umbrella,umbrella", "--filter",
                         "--report", "r.pdf", NULL };
  QdHmmRun run = { .world = world, .path = "umbrella.hmm", .evidence = umbrella_days, .T = 2, .argv = argv };
  g_autoptr(QdReport) report = qd_hmm_run_report_new (&run, NULL);
  g_autofree char *markdown = qd_report_to_markdown (report);
  g_autofree char *text = NULL;

  assert_has (markdown, "| 1 | umbrella | 0.8182 | 0.1818 |");
  assert_has (markdown, "| 2 | umbrella | 0.8834 | 0.1166 |");
  assert_has (markdown, "| rain | 0.7000 | 0.3000 |");
  assert_has (markdown, "| no-rain | 0.2000 | 0.8000 |");
  g_assert_cmpuint (qd_report_count_pages (report), >=, 2);
  g_assert_cmpuint (qd_report_count_pages (report), <=, 3);
  text = report_text (report, "hmm-report-filter.pdf");
  if (text == NULL)
    return;
  {
    g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "hmm-report-filter.pdf", NULL);

    assert_pdf_pages (path, qd_report_count_pages (report));
  }
  assert_has (text, "Filtering");
  assert_has (text, "0.8182");
  assert_has (text, "0.8834");
  assert_has (text, "0.3515");
  assert_has (text, "quandary-cli hmm umbrella.hmm --evidence umbrella,umbrella --filter");
}

/* The most likely sequence of fig. 14.6: rain, rain, no-rain, rain, rain
 * with the book's messages 0.8182, 0.5155, 0.1237, 0.0334, 0.0210; the
 * joint P(x*, e) = 0.0210 × P(u_1) = 0.0210 × 0.55 = 0.0116 (0.01157,
 * pomegranate's and hmmlearn's) and P(x* | e) = 0.01157 / 0.0343 = 0.3374
 * (docs/hmm-peers.md §5). */
static void
test_report_viterbi (void)
{
  g_autoptr(QdHmmWorld) world = qd_hmm_world_new (read_example ("umbrella.hmm"), NULL);
  QdHmmAskOptions ask;
  QdHmmRun run = { .world = world, .evidence = umbrella_days, .T = 5, .ask = &ask };
  g_autoptr(QdReport) report = NULL;
  g_autofree char *markdown = NULL, *text = NULL;

  qd_hmm_ask_options_init (&ask);
  ask.question = QD_HMM_VITERBI;
  report = qd_hmm_run_report_new (&run, NULL);
  markdown = qd_report_to_markdown (report);
  assert_has (markdown, "| 1 | umbrella | rain | 0.8182 |");
  assert_has (markdown, "| 2 | umbrella | rain | 0.5155 |");
  assert_has (markdown, "| 3 | no-umbrella | no-rain | 0.1237 |");
  assert_has (markdown, "| 4 | umbrella | rain | 0.0334 |");
  assert_has (markdown, "| 5 | umbrella | rain | 0.0210 |");
  text = report_text (report, "hmm-report-viterbi.pdf");
  if (text == NULL)
    return;
  assert_has (text, "Most likely sequence");
  assert_has (text, "0.0116");
  assert_has (text, "0.3374");
  assert_has (text, "0.0343037005");   /* P(e_1:5), aima-python's exact sum */
}

/* The particles' table: days 1 and 2's distance from the exact filter is
 * |estimate − 9/11| and |estimate − 6.21/7.03| (by hand), every effective
 * sample size within 1 … 1,000. */
static void
check_particle_rows (const QdReport *report)
{
  g_autofree char *markdown = qd_report_to_markdown (report);
  const double exact[2] = { 9.0 / 11, 6.21 / 7.03 };

  for (guint t = 1; t <= 5; t++)
    {
      g_autofree char *start = g_strdup_printf ("\n| %u | ", t);
      const char *row = strstr (markdown, start);
      g_auto(GStrv) cells = NULL;
      double estimate, distance, effective;

      g_assert_nonnull (row);
      cells = g_strsplit (row + 1, " | ", -1);
      estimate = g_ascii_strtod (cells[2], NULL);
      distance = g_ascii_strtod (cells[4], NULL);
      effective = g_ascii_strtod (cells[5], NULL);
      g_assert_cmpfloat (distance, <, 0.05);
      g_assert_cmpfloat (effective, >=, 1);
      g_assert_cmpfloat (effective, <=, 1000);
      if (t <= 2)
        g_assert_cmpfloat (fabs (distance - fabs (estimate - exact[t - 1])), <, 1.5e-4);
    }
}

/* Smoothing u, u: both days 0.883 (the book's smoothed P(R_1 | u_1, u_2));
 * particles: their table says how far they are from the exact filter. */
static void
test_report_smooth_particles (void)
{
  g_autoptr(QdHmmWorld) world = qd_hmm_world_new (read_example ("umbrella.hmm"), NULL);
  QdHmmAskOptions ask;
  QdHmmRun run = { .world = world, .evidence = umbrella_days, .T = 2, .ask = &ask };
  g_autoptr(QdReport) smooth = NULL, particles = NULL;
  g_autofree char *markdown = NULL, *text = NULL;

  qd_hmm_ask_options_init (&ask);
  ask.question = QD_HMM_SMOOTH;
  ask.predict = 2;
  smooth = qd_hmm_run_report_new (&run, NULL);
  markdown = qd_report_to_markdown (smooth);
  assert_has (markdown, "| 1 | umbrella | 0.8834 | 0.1166 |");
  assert_has (markdown, "| 2 | umbrella | 0.8834 | 0.1166 |");
  /* Predicted from the last smoothed (= filtered) 0.8834: 0.7 × 0.8834 + 0.3 × 0.1166 = 0.6533. */
  assert_has (markdown, "| T + 1 | 0.6533 | 0.3467 |");
  ask.question = QD_HMM_PARTICLES;
  ask.predict = 0;
  ask.particles = 1000;
  run.T = 5;
  particles = qd_hmm_run_report_new (&run, NULL);
  check_particle_rows (particles);
  text = report_text (particles, "hmm-report-particles.pdf");
  if (text == NULL)
    return;
  assert_has (text, "Particle filtering");
  assert_has (text, "Effective sample size");
  assert_has (text, "The exact filter, for comparison");
}

/* A ghost hunt played by the computer, seeded: the turn log has a row per
 * turn and the start; the same seed the same report; the board at the end. */
static void
test_report_hunt (void)
{
  g_autoptr(QdHmmWorld) world = read_world ("one-ghost.hunt");
  QdHmmPlay play;
  QdHmmRun run = { .world = world, .path = "one-ghost.hunt", .play = &play };
  g_autoptr(QdReport) report = NULL, again = NULL;
  g_autofree char *markdown = NULL, *markdown_again = NULL, *text = NULL;
  guint rows = 0;

  qd_hmm_play_init (&play, world->hunt);
  play.seed = 7;
  play.turns = 12;
  play.particles = 300;
  report = qd_hmm_run_report_new (&run, NULL);
  again = qd_hmm_run_report_new (&run, NULL);
  markdown = qd_report_to_markdown (report);
  markdown_again = qd_report_to_markdown (again);
  g_assert_cmpstr (markdown, ==, markdown_again);
  for (const char *p = strstr (markdown, "| 0 | starts at (1, 1) |"); p != NULL; p = strstr (p + 1, "\n| "))
    rows++;
  /* The start and at most 12 turns (fewer when the ghost is caught first). */
  g_assert_cmpuint (rows, >=, 2);
  g_assert_cmpuint (rows, <=, 13);
  text = report_text (report, "hmm-report-hunt.pdf");
  if (text == NULL)
    return;
  assert_has (text, "One ghost in the hall");
  assert_has (text, "The turn log");
  assert_has (text, "Particles per");
  assert_has (text, "the exact belief (left)");
}

/* The book's localization on the maze (ε = 0.2, AIMA §14.3.2): the
 * robot's moves and its wall readings in the log; no hunter, no ghosts. */
static void
test_report_localization (void)
{
  g_autoptr(QdHmmWorld) world = read_world ("maze.hunt");
  QdHmmPlay play;
  QdHmmRun run = { .world = world, .path = "maze.hunt", .play = &play };
  g_autoptr(QdReport) report = NULL;
  g_autofree char *markdown = NULL, *text = NULL;

  qd_hmm_play_init (&play, world->hunt);
  play.seed = 11;
  play.turns = 6;
  report = qd_hmm_run_report_new (&run, NULL);
  markdown = qd_report_to_markdown (report);
  assert_has (markdown, "| Error ε of each bit | 0.2 |");
  assert_has (markdown, "| 6 | moves to (");
  g_assert_null (strstr (markdown, "Ghosts caught"));
  g_assert_true (strstr (markdown, "north") != NULL || strstr (markdown, "south") != NULL);   /* walls read */
  text = report_text (report, "hmm-report-localization.pdf");
  if (text != NULL)
    assert_has (text, "A maze of 42 squares");
}

/* A frame as PNG (NAME) and the texts drawn in it. */
static GPtrArray *
frame_texts (const QdAnimation *animation, guint step, const char *name)
{
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 800, 600);
  cairo_t *cr = cairo_create (surface);

  qd_export_log_text (surface, texts);
  qd_animation_draw_frame (animation, cr, 800, 600, step);
  qd_export_log_text (surface, NULL);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  if (name != NULL)
    render_save_png (surface, name);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return texts;
}

/* The GIF of ANIMATION, 480 × 360, read back: FRAMES frames of that size. */
static void
assert_gif (const QdAnimation *animation, const char *name, guint frames)
{
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  QdGifOptions gif;
  GifInfo info;

  qd_gif_options_init (&gif);
  gif.width = 480;
  gif.height = 360;
  g_assert_true (qd_gif_write (animation, &gif, file, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (gif_decode (path, &info, &error));
  g_assert_no_error (error);
  g_assert_cmpint (info.width, ==, 480);
  g_assert_cmpint (info.height, ==, 360);
  g_assert_cmpuint (info.frames, ==, frames);
  g_assert_true (info.first_last_differ);
}

/* Filtering u, u, ¬u: a frame a day, frame 0 empty, frame k the first k
 * columns (0.818, then 0.883, then 0.191 by hand: 0.883 pushed is 0.6533,
 * times 0.1 against 0.3467 × 0.8), each captioned with its column. */
static void
test_animation_filter (void)
{
  g_autoptr(QdHmm) hmm = read_example ("umbrella.hmm");
  g_autoptr(GError) error = NULL;
  g_autoptr(QdAnimation) animation = qd_hmm_animation_model_new (hmm, umbrella_days, 3, NULL, &error);
  g_autoptr(GPtrArray) f0 = NULL, f1 = NULL, f3 = NULL;
  g_autofree char *caption = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (animation->n_steps, ==, 3);
  f0 = frame_texts (animation, 0, NULL);
  f1 = frame_texts (animation, 1, "hmm-report-filter-frame-1.png");
  f3 = frame_texts (animation, 3, "hmm-report-filter-frame-3.png");
  g_assert_false (render_logged (f0, "0.818"));
  g_assert_true (render_logged (f1, "0.818"));
  g_assert_false (render_logged (f1, "0.883"));
  g_assert_true (render_logged (f3, "0.883"));
  g_assert_true (render_logged (f3, "0.191"));
  caption = animation->describe (3, animation->data);
  g_assert_cmpstr (caption, ==, "Step 3, no-umbrella: no-rain 0.809, rain 0.191");
  assert_gif (animation, "hmm-report-filter.gif", 4);
}

/* Smoothing u, u, ¬u, u, u (the book's 0.8673, 0.8204, 0.3075, 0.8204,
 * 0.8673): five forward frames, four backward, two predicted; the last
 * frame holds the smoothed 0.307 of day 3 and no longer the filtered 0.191. */
static void
test_animation_smooth (void)
{
  g_autoptr(QdHmm) hmm = read_example ("umbrella.hmm");
  g_autoptr(GError) error = NULL;
  QdHmmAskOptions ask;
  g_autoptr(QdAnimation) animation = NULL;
  g_autoptr(GPtrArray) forward = NULL, last = NULL;

  qd_hmm_ask_options_init (&ask);
  ask.question = QD_HMM_SMOOTH;
  ask.predict = 2;
  animation = qd_hmm_animation_model_new (hmm, umbrella_days, 5, &ask, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (animation->n_steps, ==, 5 + 4 + 2);
  forward = frame_texts (animation, 5, NULL);
  last = frame_texts (animation, 11, "hmm-report-smooth-frame-last.png");
  g_assert_true (render_logged (forward, "0.191"));
  g_assert_false (render_logged (forward, "0.307"));
  g_assert_true (render_logged (last, "0.307"));
  g_assert_true (render_logged (last, "0.820"));
  g_assert_false (render_logged (last, "0.191"));
  assert_gif (animation, "hmm-report-smooth.gif", 12);
}

/* Viterbi along fig. 14.6: frame k the trellis of k days with the book's
 * messages; the caption of day 3 names its best predecessors. */
static void
test_animation_viterbi (void)
{
  g_autoptr(QdHmm) hmm = read_example ("umbrella.hmm");
  g_autoptr(GError) error = NULL;
  QdHmmAskOptions ask;
  g_autoptr(QdAnimation) animation = NULL;
  g_autoptr(GPtrArray) f2 = NULL, f5 = NULL;

  qd_hmm_ask_options_init (&ask);
  ask.question = QD_HMM_VITERBI;
  animation = qd_hmm_animation_model_new (hmm, umbrella_days, 5, &ask, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (animation->n_steps, ==, 5);
  f2 = frame_texts (animation, 2, "hmm-report-viterbi-frame-2.png");
  f5 = frame_texts (animation, 5, "hmm-report-viterbi-frame-5.png");
  g_assert_true (render_logged (f2, "0.5155"));
  g_assert_false (render_logged (f2, "0.1237"));
  g_assert_true (render_logged (f5, "0.0210"));
  assert_gif (animation, "hmm-report-viterbi.gif", 6);
}

/* A hunt of ten turns with particles: a frame a turn and the start, the
 * same as the report's play; captions name the turn. */
static void
test_animation_hunt (void)
{
  g_autoptr(QdHmmWorld) world = read_world ("one-ghost.hunt");
  g_autoptr(GError) error = NULL;
  g_autoptr(QdAnimation) animation = NULL;
  g_autoptr(GPtrArray) texts = NULL;
  g_autofree char *first = NULL, *caption = NULL;
  QdHmmPlay play;
  guint moves[10];

  qd_hmm_play_init (&play, world->hunt);
  play.seed = 3;
  play.particles = 200;
  play.turns = 10;
  /* Moves given: east along the top row, then stay. */
  for (guint k = 0; k < 10; k++)
    moves[k] = k < 4 ? QD_HIDDEN_EAST : QD_HMM_STAY;
  play.moves = moves;
  animation = qd_hmm_animation_hunt_new (&play, TRUE, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (animation->n_steps, ==, 10);
  first = animation->describe (0, animation->data);
  g_assert_true (g_str_has_prefix (first, "Turn 0: starts at (1, 1); readings "));
  caption = animation->describe (1, animation->data);
  g_assert_true (g_str_has_prefix (caption, "Turn 1: east to (2, 1); readings "));
  texts = frame_texts (animation, 10, "hmm-report-hunt-frame-10.png");
  assert_gif (animation, "hmm-report-hunt.gif", 11);
  /* A move into a wall is refused, naming the turn. */
  {
    guint wall[1] = { QD_HIDDEN_NORTH };
    g_autoptr(GError) refused = NULL;
    QdAnimation *none;

    play.moves = wall;
    play.turns = 1;
    none = qd_hmm_animation_hunt_new (&play, TRUE, &refused);
    g_assert_null (none);
    g_assert_error (refused, QD_HMM_ERROR, QD_HMM_ERROR_EVIDENCE);
    g_assert_nonnull (strstr (refused->message, "Turn 1"));
  }
}

/* ---- the worksheet */

/* The model of an instance file, and its evidence from the first line. */
static QdHmm *
instance_model (const char *instance, guint *evidence, guint *days)
{
  g_autoptr(GError) error = NULL;
  const char *start = strstr (instance, "--evidence ") + strlen ("--evidence ");
  g_autofree char *word = g_strndup (start, strcspn (start, " "));
  g_auto(GStrv) names = g_strsplit (word, ",", -1);
  QdHmm *hmm = qd_hmm_parse (instance, strlen (instance), &error);

  g_assert_no_error (error);
  *days = g_strv_length (names);
  for (guint t = 0; t < *days; t++)
    evidence[t] = qd_hmm_observation_index (hmm, names[t]);
  return hmm;
}

/* Two states by hand: f ← normalise(O (Tᵀ f)), from the prior P(X₀). */
static void
hand_forward (const QdHmm *hmm, const guint *evidence, guint days, double filtered[][2], double message[][2])
{
  const QdHidden *m = hmm->numbers;
  double T[2][2] = { { m->prob[0], m->prob[1] }, { m->prob[2], m->prob[3] } };   /* dense rows */
  double f[2] = { m->prior[0], m->prior[1] };

  for (guint t = 0; t < days; t++)
    {
      double next[2], sum = 0;

      for (guint j = 0; j < 2; j++)
        {
          next[j] = (f[0] * T[0][j] + f[1] * T[1][j]) * m->sensor[j * 2 + evidence[t]];
          sum += next[j];
        }
      for (guint j = 0; j < 2; j++)
        f[j] = filtered[t][j] = next[j] / sum;
    }
  /* Viterbi's messages by enumerating every sequence ending in j at t:
   * m_1:t(j) = max P(x_1:t = …, j | …) with m_1 = f_1 (the book). */
  for (guint t = 0; t < days; t++)
    for (guint j = 0; j < 2; j++)
      {
        double best = 0;

        for (guint seq = 0; seq < (1u << (t + 1)); seq++)
          {
            double p;

            if (((seq >> t) & 1) != j)
              continue;
            p = filtered[0][seq & 1];
            for (guint k = 1; k <= t; k++)
              p *= T[(seq >> (k - 1)) & 1][(seq >> k) & 1] * m->sensor[((seq >> k) & 1) * 2 + evidence[k]];
            best = MAX (best, p);
          }
        message[t][j] = best;
      }
}

/* Whether TEXTS holds VALUE written to DECIMALS (a value half-way between
 * two may be written either way: 0.28875 as 0.2887 or 0.2888). */
static gboolean
logged_near (GPtrArray *texts, double value, int decimals)
{
  double half = 0.5 * pow (10, -decimals) + 1e-9;

  for (guint i = 0; i < texts->len; i++)
    {
      const char *text = g_ptr_array_index (texts, i);
      char *end;
      double v = g_ascii_strtod (text, &end);

      if (end != text && *end == '\0' && (int) strlen (strchr (text, '.') ? strchr (text, '.') + 1 : "") == decimals
          && fabs (v - value) <= half)
        return TRUE;
    }
  return FALSE;
}

static void
check_exercise (QdWorksheetDifficulty difficulty, guint64 seed, gboolean *book)
{
  gpointer e = qd_hmm_worksheet.generate (seed, difficulty);
  g_autofree char *instance = qd_hmm_worksheet.instance_text (e);
  g_autofree char *answer = qd_hmm_worksheet.answer_text (e);
  guint evidence[8], days;
  g_autoptr(QdHmm) hmm = instance_model (instance, evidence, &days);
  double filtered[8][2], message[8][2];
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_auto(GStrv) lines = g_strsplit (answer, "\n", -1);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 600, 400);
  cairo_t *cr = cairo_create (surface);

  g_assert_cmpuint (days, ==, difficulty + 2);
  hand_forward (hmm, evidence, days, filtered, message);
  qd_export_log_text (surface, texts);
  qd_hmm_worksheet.draw (cr, 515, 380, e, TRUE, NULL);
  qd_export_log_text (surface, NULL);
  for (guint t = 0; t < days; t++)
    {
      g_autofree char *line = g_strdup_printf ("%u %s %.10f %s %.10f", t + 1, hmm->states[0], filtered[t][0],
                                               hmm->states[1], filtered[t][1]);

      g_assert_cmpstr (lines[t], ==, line);
      g_assert_true (logged_near (texts, filtered[t][0], 3));
      g_assert_true (logged_near (texts, message[t][0], 4));
      g_assert_true (logged_near (texts, message[t][1], 4));
    }
  /* The book’s umbrella world on two umbrellas: 0.818 then 0.883 (9/11, then 6.21/7.03 by hand). */
  if (difficulty == QD_WORKSHEET_EASY && evidence[0] == 0 && evidence[1] == 0)
    {
      g_assert_true (g_str_has_prefix (answer, "1 rain 0.8181818182 no-rain 0.1818181818\n"
                                               "2 rain 0.8833570413 no-rain 0.1166429587\n"));
      g_assert_true (render_logged (texts, "0.818"));
      g_assert_true (render_logged (texts, "0.883"));
      g_assert_true (render_logged (texts, "0.627"));   /* the prediction of day 2: 0.7 × 0.818 + 0.3 × 0.182 */
      g_assert_true (render_logged (texts, "0.5155"));  /* m_1:2(rain), fig. 14.6 */
      *book = TRUE;
    }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  qd_hmm_worksheet.free (e);
}

static void
test_worksheet (void)
{
  gboolean book = FALSE;

  for (guint d = QD_WORKSHEET_EASY; d <= QD_WORKSHEET_HARD; d++)
    for (guint64 seed = 1; seed <= 12; seed++)
      check_exercise (d, seed * 7919, &book);
  g_assert_true (book);   /* some easy exercise was u, u */
  for (guint i = 0; i < 3; i++)
    {
      static const char *const names[] = { "hmm-worksheet.pdf", "hmm-worksheet-key.pdf", "hmm-worksheet-hard-key.pdf" };
      gboolean filled = i > 0;
      g_autoptr(QdWorksheet) sheet = qd_worksheet_new (&qd_hmm_worksheet, 3, i < 2 ? QD_WORKSHEET_EASY
                                                                                  : QD_WORKSHEET_HARD, 4);
      g_autofree char *path = g_test_build_filename (G_TEST_BUILT, names[i], NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;

      g_assert_cmpuint (qd_worksheet_n_pages (4), ==, 2);
      g_assert_true (qd_worksheet_write_pdf (sheet, file, filled, &error));
      g_assert_no_error (error);
      assert_pdf_pages (path, 2);   /* four exercises, two a page */
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hmm-report/filter", test_report_filter);
  g_test_add_func ("/hmm-report/viterbi", test_report_viterbi);
  g_test_add_func ("/hmm-report/smooth-particles", test_report_smooth_particles);
  g_test_add_func ("/hmm-report/hunt", test_report_hunt);
  g_test_add_func ("/hmm-report/localization", test_report_localization);
  g_test_add_func ("/hmm-report/animation-filter", test_animation_filter);
  g_test_add_func ("/hmm-report/animation-smooth", test_animation_smooth);
  g_test_add_func ("/hmm-report/animation-viterbi", test_animation_viterbi);
  g_test_add_func ("/hmm-report/animation-hunt", test_animation_hunt);
  g_test_add_func ("/hmm-report/worksheet", test_worksheet);
  return g_test_run ();
}
