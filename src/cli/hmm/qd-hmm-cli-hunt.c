/* qd-hmm-cli-hunt.c — `quandary-cli hmm BOARD`: a seeded ghost hunt played
 * by the computer's hunter (problems/hmm's greedy move: toward the most
 * likely square of the nearest free ghost), or a robot localizing itself,
 * each turn printed with the readings and the beliefs. */
#include "config.h"
#include "qd-hmm-cli.h"

#include <math.h>
#include <stdio.h>

#include "core/qd-format.h"

static const char *const move_names[] = { "north", "east", "south", "west", "stay" };

/* What each turn's lines read. */
typedef struct {
  const QdHmmTracker *tracker;
  double *scratch;           /* n_cells: the particles' estimate */
  gboolean show;             /* where the ghosts (the robot) really are */
  double error_sum;          /* localization: the errors so far */
} View;

void
qd_hmm_cli_append_square (GString *out, const QdHiddenGrid *grid, guint state)
{
  g_string_append_printf (out, "%u,%u", grid->x[state], grid->y[state]);
}

/* The most likely state of BELIEF (the first on ties). */
static guint
most_likely (const double *belief, guint n)
{
  guint best = 0;

  for (guint s = 1; s < n; s++)
    if (belief[s] > belief[best])
      best = s;
  return best;
}

/* " NAME x,y P": the most likely square of BELIEF and its probability. */
static guint
append_likely (GString *out, const QdHiddenGrid *grid, const char *name, const double *belief)
{
  guint best = most_likely (belief, grid->n_cells);

  g_string_append_printf (out, " %s ", name);
  qd_hmm_cli_append_square (out, grid, best);
  qd_string_append_c (out, " %.10f", belief[best]);
  return best;
}

/* The particles' most likely square and their total variation from the
 * exact belief (half the sum of the differences), when there are particles. */
static void
append_particles (GString *out, const QdHmmTracker *tracker, guint ghost, double *scratch)
{
  const double *exact = qd_hmm_tracker_belief (tracker, ghost);
  double tv = 0;

  if (tracker->particles == NULL)
    return;
  qd_hmm_tracker_particle_belief (tracker, ghost, scratch);
  append_likely (out, tracker->hunt->grid, "particles", scratch);
  for (guint s = 0; s < tracker->hunt->grid->n_cells; s++)
    tv += fabs (scratch[s] - exact[s]);
  qd_string_append_c (out, " total-variation %.10f", tv / 2);
}

/* "ghost I reading R likely x,y P [particles x,y P] [at x,y]", or
 * "ghost I caught at x,y". */
static void
append_ghost (GString *out, const View *view, guint g)
{
  const QdHmmHunt *hunt = view->tracker->hunt;

  g_string_append_printf (out, "ghost %u", g + 1);
  if (hunt->caught[g])
    {
      g_string_append (out, " caught at ");
      qd_hmm_cli_append_square (out, hunt->grid, hunt->ghost[g]);
      g_string_append_c (out, '\n');
      return;
    }
  g_string_append_printf (out, " reading %d", hunt->reading[g]);
  append_likely (out, hunt->grid, "likely", qd_hmm_tracker_belief (view->tracker, g));
  append_particles (out, view->tracker, g, view->scratch);
  if (view->show)
    {
      g_string_append (out, " at ");
      qd_hmm_cli_append_square (out, hunt->grid, hunt->ghost[g]);
    }
  g_string_append_c (out, '\n');
}

/* Localization: "turn T reading N-S- likely x,y P [particles x,y P] error D
 * [at x,y]", D the Manhattan distance from the likely square to the robot. */
static void
append_robot (GString *out, View *view)
{
  const QdHmmHunt *hunt = view->tracker->hunt;
  guint likely, error;

  g_string_append_printf (out, "turn %u reading ", hunt->turns);
  for (guint d = 0; d < 4; d++)
    g_string_append_c (out, (hunt->reading[0] >> d) & 1 ? "NESW"[d] : '-');
  likely = append_likely (out, hunt->grid, "likely", qd_hmm_tracker_belief (view->tracker, 0));
  append_particles (out, view->tracker, 0, view->scratch);
  error = qd_hidden_grid_distance (hunt->grid, likely, hunt->ghost[0]);
  view->error_sum += error;
  g_string_append_printf (out, " error %u", error);
  if (view->show)
    {
      g_string_append (out, " at ");
      qd_hmm_cli_append_square (out, hunt->grid, hunt->ghost[0]);
    }
  g_string_append_c (out, '\n');
}

/* One turn's lines: "turn T [move M] hunter x,y", then a line per ghost. */
static void
print_turn (View *view, gint move)
{
  const QdHmmHunt *hunt = view->tracker->hunt;
  g_autoptr(GString) out = g_string_new (NULL);

  if (hunt->hunter == G_MAXUINT)
    append_robot (out, view);
  else
    {
      g_string_append_printf (out, "turn %u", hunt->turns);
      if (move >= 0)
        g_string_append_printf (out, " move %s", move_names[move]);
      g_string_append (out, " hunter ");
      qd_hmm_cli_append_square (out, hunt->grid, hunt->hunter);
      g_string_append_c (out, '\n');
      for (guint g = 0; g < hunt->n_ghosts; g++)
        append_ghost (out, view, g);
    }
  fputs (out->str, stdout);
}

/* The last line: the ghosts caught, or the robot's mean error. */
static void
print_end (const View *view)
{
  const QdHmmHunt *hunt = view->tracker->hunt;
  guint caught = 0;

  if (hunt->hunter == G_MAXUINT)
    {
      g_autofree char *line = qd_format_c ("mean-error %.10f over %u readings\n",
                                           view->error_sum / (hunt->turns + 1), hunt->turns + 1);

      fputs (line, stdout);
      return;
    }
  for (guint g = 0; g < hunt->n_ghosts; g++)
    caught += hunt->caught[g];
  printf ("caught %u of %u after %u turns\n", caught, hunt->n_ghosts, hunt->turns);
}

void
qd_hmm_cli_hunt_play (const QdHmmCliHunt *run, QdHmmPlay *play, guint **stays)
{
  qd_hmm_play_init (play, run->hunt);
  play->seed = run->seed;
  play->particles = run->particles;
  play->resample = run->resample;
  play->turns = run->turns;
  *stays = NULL;
  if (run->stay)
    {
      *stays = g_new (guint, MAX (run->turns, 1));
      for (guint i = 0; i < run->turns; i++)
        (*stays)[i] = QD_HMM_STAY;
      play->moves = *stays;
    }
}

/* Each turn as it is played: its lines. */
static void
on_turn (const QdHmmHunt *hunt, const QdHmmTracker *tracker, guint turn, guint move, gpointer data)
{
  View *view = data;

  view->tracker = tracker;
  print_turn (view, turn == 0 ? -1 : (gint) move);
}

int
qd_hmm_cli_hunt (const QdHmmCliHunt *run, const QdCliPictures *pictures)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdHmmHunt) hunt = NULL;
  g_autoptr(QdHmmTracker) tracker = NULL;
  g_autofree double *scratch = g_new (double, run->hunt->grid->n_cells);
  g_autofree guint *stays = NULL;
  View view = { NULL, scratch, run->show, 0 };
  QdHmmPlay play;
  gint turns;

  qd_hmm_cli_hunt_play (run, &play, &stays);
  play.stop = qd_cli_catch_interrupt ();
  turns = qd_hmm_play_run_kept (&play, on_turn, &view, &hunt, &tracker, &error);
  qd_cli_release_interrupt ();
  if (turns >= 0)
    print_end (&view);
  fflush (stdout);
  if (error != NULL)
    {
      g_prefix_error (&error, "%s: ", run->path);
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  if (qd_cli_interrupted ())
    return QD_EXIT_STOPPED;
  return qd_hmm_cli_draw_board (pictures, hunt, tracker, run->show) ? QD_EXIT_OK : QD_EXIT_INPUT;
}
