/* qd-hmm-play.c — a hunt played again from its board (qd-hmm-play.h): the
 * world and its beliefs turn by turn, and the words of the turn log. */
#include "config.h"
#include "qd-hmm-play.h"

#include <glib/gi18n.h>
#include <string.h>

#include "problems/hmm/qd-hmm.h"

void
qd_hmm_play_init (QdHmmPlay *play, const QdHmmHunt *board)
{
  memset (play, 0, sizeof *play);
  play->board = board;
  play->seed = 1;
  play->resample = QD_HIDDEN_RESAMPLE_SYSTEMATIC;
}

static const char *
direction_name (guint direction)
{
  static const char *const names[] = { N_("north"), N_("east"), N_("south"), N_("west"), N_("stay") };

  return direction < G_N_ELEMENTS (names) ? _(names[direction]) : "";
}

static void
refuse_move (guint turn, guint move, GError **error)
{
  g_set_error (error, QD_HMM_ERROR, QD_HMM_ERROR_EVIDENCE,
               _("Turn %u: the hunter cannot move %s from where it stands"), turn, direction_name (move));
}

/* The turns after the first readings, each handed to ON_TURN: the turns
 * played, or -1 with ERROR. */
static gint
play_turns (const QdHmmPlay *play, QdHmmHunt *hunt, QdHmmTracker *tracker, QdHmmPlayTurn on_turn, gpointer data,
            GError **error)
{
  guint turn;

  if (on_turn != NULL)
    on_turn (hunt, tracker, 0, G_MAXUINT, data);
  for (turn = 1; turn <= play->turns; turn++)
    {
      guint move;

      if (qd_hmm_hunt_over (hunt) || (play->stop != NULL && g_atomic_int_get (play->stop)))
        break;
      move = play->moves != NULL ? play->moves[turn - 1] : qd_hmm_hunt_greedy_move (hunt, tracker);
      if (!qd_hmm_hunt_can_move (hunt, move))
        {
          refuse_move (turn, move, error);
          return -1;
        }
      qd_hmm_hunt_turn (hunt, move);
      if (!qd_hmm_tracker_update (tracker, error))
        return -1;
      if (on_turn != NULL)
        on_turn (hunt, tracker, turn, move, data);
    }
  return (gint) turn - 1;
}

gint
qd_hmm_play_run_kept (const QdHmmPlay *play, QdHmmPlayTurn on_turn, gpointer data, QdHmmHunt **hunt_out,
                      QdHmmTracker **tracker_out, GError **error)
{
  QdHmmHunt *hunt = qd_hmm_hunt_copy (play->board);
  QdHmmTracker *tracker = NULL;
  gint turns = -1;

  qd_hmm_hunt_reset (hunt, play->seed);
  tracker = qd_hmm_tracker_new (hunt, play->particles, play->seed, play->resample, error);
  if (tracker != NULL)
    turns = play_turns (play, hunt, tracker, on_turn, data, error);
  *hunt_out = hunt;
  *tracker_out = tracker;
  return turns;
}

gint
qd_hmm_play_run (const QdHmmPlay *play, QdHmmPlayTurn on_turn, gpointer data, GError **error)
{
  g_autoptr(QdHmmHunt) hunt = NULL;
  g_autoptr(QdHmmTracker) tracker = NULL;

  return qd_hmm_play_run_kept (play, on_turn, data, &hunt, &tracker, error);
}

char *
qd_hmm_play_square (const QdHiddenGrid *grid, guint state)
{
  return g_strdup_printf ("(%u, %u)", grid->x[state], grid->y[state]);
}

/* A wall reading's blocked directions: "north, west", or "none". */
static char *
walls_text (gint reading)
{
  GString *out = g_string_new (NULL);

  for (guint d = QD_HIDDEN_NORTH; d <= QD_HIDDEN_WEST; d++)
    if (reading & (1 << d))
      g_string_append_printf (out, "%s%s", out->len > 0 ? ", " : "", direction_name (d));
  if (out->len == 0)
    g_string_append (out, _("none"));
  return g_string_free (out, FALSE);
}

static char *
move_words (const QdHmmHunt *hunt, guint move)
{
  guint who = hunt->hunter != G_MAXUINT ? hunt->hunter : hunt->ghost[0];
  g_autofree char *square = qd_hmm_play_square (hunt->grid, who);

  if (move == G_MAXUINT)
    /* TRANSLATORS: the turn log's first row: where the hunter (or the robot) starts */
    return g_strdup_printf (_("starts at %s"), square);
  if (hunt->hunter == G_MAXUINT)
    /* TRANSLATORS: a localization turn: the robot's square after it moved */
    return g_strdup_printf (_("moves to %s"), square);
  if (move == QD_HMM_STAY)
    return g_strdup_printf (_("stays at %s"), square);
  /* TRANSLATORS: the hunter's move: a direction (north, east…) and the square it reaches */
  return g_strdup_printf (_("%s to %s"), direction_name (move), square);
}

void
qd_hmm_play_describe (const QdHmmHunt *hunt, guint move, const gboolean *caught_before, char **move_text,
                      char **readings, char **caught)
{
  GString *r = g_string_new (NULL), *c = g_string_new (NULL);

  for (guint g = 0; g < hunt->n_ghosts; g++)
    {
      if (hunt->sensor == QD_HMM_SENSOR_WALLS)
        {
          g_autofree char *walls = walls_text (hunt->reading[g]);

          g_string_append (r, walls);
        }
      else if (hunt->reading[g] != QD_HMM_NO_READING)
        g_string_append_printf (r, "%s%d", r->len > 0 ? ", " : "", hunt->reading[g]);
      else
        g_string_append_printf (r, "%s–", r->len > 0 ? ", " : "");
      if (hunt->caught[g] && (caught_before == NULL || !caught_before[g]))
        /* TRANSLATORS: the turn log: a ghost caught this turn, by its number (from 1) */
        {
          g_autofree char *ghost = g_strdup_printf (_("ghost %u"), g + 1);

          g_string_append_printf (c, "%s%s", c->len > 0 ? ", " : "", ghost);
        }
    }
  *move_text = move_words (hunt, move);
  *readings = g_string_free (r, FALSE);
  *caught = g_string_free (c, FALSE);
}

guint
qd_hmm_play_board_belief (const QdHmmHunt *hunt, const QdHmmTracker *tracker, double *belief, guint *particles)
{
  guint n = hunt->grid->n_cells, free_ghosts = 0, n_particles = 0;

  memset (belief, 0, n * sizeof *belief);
  for (guint g = 0; g < hunt->n_ghosts; g++)
    {
      const double *b = qd_hmm_tracker_belief (tracker, g);

      if (hunt->caught[g])
        continue;
      free_ghosts++;
      for (guint s = 0; s < n; s++)
        belief[s] += b[s];
      if (particles != NULL && tracker->particles != NULL)
        {
          const QdHiddenParticles *p = tracker->particles[g];

          for (guint k = 0; k < p->n; k++)
            particles[n_particles++] = p->state[(gsize) k * p->parts];
        }
    }
  for (guint s = 0; s < n && free_ghosts > 1; s++)
    belief[s] /= free_ghosts;
  return n_particles;
}

guint
qd_hmm_play_truth (const QdHmmHunt *hunt, guint *truth, gint *hunter)
{
  guint n = 0;

  for (guint g = 0; g < hunt->n_ghosts; g++)
    if (!hunt->caught[g])
      truth[n++] = hunt->ghost[g];
  *hunter = hunt->hunter != G_MAXUINT ? (gint) hunt->hunter : -1;
  return n;
}
