/* qd-hmm-run-report-board.c — the report of a ghost hunt or a robot's
 * localization (qd-hmm-run-report.h): the board, the hunt played again
 * (qd-hmm-play.h), the board at the end with its beliefs, and the turn log. */
#include "config.h"
#include "qd-hmm-run-report-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"
#include "render/hmm/qd-hmm-render.h"
#include "render/qd-rendering.h"
#include "render/qd-run-report.h"

/* What the play leaves for the report: the turn log's rows and the board
 * at the end. */
typedef struct {
  QdReportBlock *log;
  gboolean *caught;            /* n_ghosts: caught before this turn */
  double *belief;              /* n_cells: the last turn's */
  guint *particles;
  guint n_particles;
  guint *truth;                /* the free ghosts' squares (the robot's) */
  guint n_truth;
  gint hunter;
  guint caught_count;
} Played;

static void
add_board_figure (QdReportSection *section, const char *caption, const char *name, const QdHiddenGrid *grid,
                  const QdHmmBoardOptions *o)
{
  double width, height;

  qd_hmm_render_board_get_size (grid, o, &width, &height);
  qd_run_report_add_fitted (section, caption, name, width, height, qd_rendering_draw,
                            &QD_RENDERING (qd_hmm_render_board, grid, o));
}

static const char *
moves_label (const QdHmmHunt *hunt)
{
  if (hunt->sensor == QD_HMM_SENSOR_WALLS)
    return _("the robot moves to an open square next to it, each alike");
  switch (hunt->move)
    {
    case QD_HIDDEN_MOVE_TOWARD: return _("toward the hunter");
    case QD_HIDDEN_MOVE_AWAY: return _("away from the hunter");
    default: return _("at random");
    }
}

static const char *
sensor_label (QdHmmSensor sensor)
{
  switch (sensor)
    {
    case QD_HMM_SENSOR_EXACT: return _("noisy distance; beliefs by the readings’ own law");
    case QD_HMM_SENSOR_WALLS: return _("the four wall bits, each wrong with ε");
    default: return _("noisy distance; beliefs by the course’s likelihood");
    }
}

static void
add_board_instance (QdReport *report, const QdHmmRun *run, const QdHmmHunt *hunt)
{
  QdReportSection *section;
  g_autofree char *size = g_strdup_printf ("%u × %u", hunt->grid->width, hunt->grid->height);
  g_autofree char *open = qd_format_count (hunt->grid->n_cells);
  g_autofree guint *starts = g_new (guint, MAX (hunt->n_ghosts, 1));
  guint n_starts = 0;
  QdHmmBoardOptions o;

  qd_report_add_instance (report, run->path, 0, 0, NULL, NULL);
  section = qd_report_part (report, QD_REPORT_INSTANCE);
  if (hunt->title[0] != '\0')
    qd_report_add_pair (section, _("Title"), hunt->title);
  qd_report_add_pair (section, _("Size (columns × rows)"), size);
  qd_report_add_pair (section, _("Open squares"), open);
  if (hunt->sensor != QD_HMM_SENSOR_WALLS)
    qd_run_report_add_count (section, _("Ghosts"), hunt->n_ghosts);
  qd_report_add_pair (section, _("Moves"), moves_label (hunt));
  qd_report_add_pair (section, _("Sensor"), sensor_label (hunt->sensor));
  if (hunt->sensor == QD_HMM_SENSOR_WALLS)
    {
      g_autofree char *epsilon = qd_format_number_locale (hunt->epsilon);

      qd_report_add_pair (section, _("Error ε of each bit"), epsilon);
    }
  for (guint g = 0; g < hunt->n_ghosts; g++)
    if (hunt->start[g] != G_MAXUINT)
      starts[n_starts++] = hunt->start[g];
  qd_hmm_render_board_options_init (&o, qd_report_palette (report));
  o.truth = starts;
  o.n_truth = n_starts;
  o.hunter = hunt->start_hunter != G_MAXUINT ? (gint) hunt->start_hunter : -1;
  add_board_figure (section, hunt->sensor == QD_HMM_SENSOR_WALLS
                    ? _("The board: walls dark, where the robot starts (if it is given)")
                    : _("The board: walls dark, where the hunter and the ghosts start"), "board", hunt->grid, &o);
}

static void
add_board_settings (QdReport *report, const QdHmmPlay *play)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_SETTINGS);

  qd_run_report_add_count (section, _("Seed"), play->seed);
  if (play->particles > 0)
    {
      qd_run_report_add_count (section, _("Particles per ghost"), play->particles);
      qd_report_add_pair (section, _("Resampling"), play->resample == QD_HIDDEN_RESAMPLE_SYSTEMATIC
                          ? _("systematic") : _("multinomial"));
    }
  else
    qd_report_add_pair (section, _("Particles"), _("none: exact beliefs only"));
  qd_report_add_pair (section, _("Hunter"), play->moves != NULL ? _("the moves given") : _("the computer (greedy)"));
  qd_run_report_add_count (section, play->moves != NULL ? _("Turns") : _("Turns at most"), play->turns);
}

/* The turn's row of the log, and the board as it stands kept for the end. */
static void
on_turn (const QdHmmHunt *hunt, const QdHmmTracker *tracker, guint turn, guint move, gpointer data)
{
  Played *p = data;
  g_autofree char *number = qd_format_count (turn);
  g_autofree char *move_text = NULL, *readings = NULL, *caught = NULL, *best = NULL;
  guint n = hunt->grid->n_cells, likeliest = 0;

  p->n_particles = qd_hmm_play_board_belief (hunt, tracker, p->belief, p->particles);
  for (guint s = 1; s < n; s++)
    if (p->belief[s] > p->belief[likeliest])
      likeliest = s;
  best = qd_hmm_play_square (hunt->grid, likeliest);
  qd_hmm_play_describe (hunt, move, turn == 0 ? NULL : p->caught, &move_text, &readings, &caught);
  qd_report_add_row (p->log, (const char *const[]) { number, move_text, readings, best, caught, NULL });
  p->n_truth = qd_hmm_play_truth (hunt, p->truth, &p->hunter);
  p->caught_count = hunt->n_ghosts - p->n_truth;
  memcpy (p->caught, hunt->caught, hunt->n_ghosts * sizeof (gboolean));
}

static void
add_board_end (QdReport *report, QdReportSection *section, const QdHmmHunt *hunt, const Played *p, gint turns)
{
  QdHmmBoardOptions o;
  g_autofree char *played = qd_format_count (turns);
  g_autofree char *caught = g_strdup_printf ("%u / %u", p->caught_count, hunt->n_ghosts);

  qd_report_add_pair (section, _("Turns played"), played);
  if (hunt->sensor != QD_HMM_SENSOR_WALLS)
    qd_report_add_pair (section, _("Ghosts caught"), caught);
  qd_hmm_render_board_options_init (&o, qd_report_palette (report));
  o.belief = p->belief;
  o.particles = p->n_particles > 0 ? p->particles : NULL;
  o.n_particles = p->n_particles;
  o.side_by_side = p->n_particles > 0;
  o.truth = p->truth;
  o.n_truth = p->n_truth;
  o.hunter = p->hunter;
  add_board_figure (section, hunt->sensor == QD_HMM_SENSOR_WALLS
                    ? _("At the end: the belief, darker where more likely, and where the robot is")
                    : p->n_particles > 0
                    ? _("At the end: the exact belief (left) and the particles (right), the ghosts where they are")
                    : _("At the end: the belief, darker where more likely, the ghosts where they are"),
                    "board-end", hunt->grid, &o);
}

void
qd_hmm_run_report_add_board (QdReport *report, const QdHmmRun *run)
{
  const QdHmmHunt *hunt = run->world->hunt;
  QdHmmPlay defaults;
  const QdHmmPlay *play = run->play;
  QdReportSection *section;
  Played p = { 0 };
  g_autoptr(GError) error = NULL;
  gint turns;

  if (play == NULL)
    {
      qd_hmm_play_init (&defaults, hunt);
      defaults.turns = QD_HMM_RUN_REPORT_TURNS;
      play = &defaults;
    }
  add_board_instance (report, run, hunt);
  add_board_settings (report, play);
  section = qd_report_part (report, QD_REPORT_GAME);
  p.log = qd_report_add_table (section, hunt->sensor == QD_HMM_SENSOR_WALLS
                               ? _("The turn log: the robot’s move, the walls it read, the likeliest square")
                               : _("The turn log: the hunter’s move, the readings, the likeliest square"),
                               "turns", (const char *const[]) { _("Turn"), _("Move"), _("Readings"),
                                                               _("Likeliest square"), _("Caught"), NULL });
  p.caught = g_new0 (gboolean, MAX (hunt->n_ghosts, 1));
  p.belief = g_new0 (double, hunt->grid->n_cells);
  p.particles = g_new (guint, (gsize) MAX (hunt->n_ghosts, 1) * MAX (play->particles, 1));
  p.truth = g_new (guint, MAX (hunt->n_ghosts, 1));
  turns = qd_hmm_play_run (&((QdHmmPlay) { .board = hunt, .seed = play->seed, .particles = play->particles,
                                           .resample = play->resample, .moves = play->moves,
                                           .turns = play->turns }), on_turn, &p, &error);
  if (turns < 0)
    qd_report_add_paragraph (qd_report_part (report, QD_REPORT_RESULTS), error->message);
  else
    add_board_end (report, qd_report_part (report, QD_REPORT_RESULTS), hunt, &p, turns);
  g_free (p.caught);
  g_free (p.belief);
  g_free (p.particles);
  g_free (p.truth);
}
