/* qd-hmm-agent.c — a program hunts the ghosts (qd-hmm-agent.h): the board
 * sent, the turns played by Quandary's seeded world, the reported beliefs
 * weighed against the exact ones, and the greedy hunter run beside it. */
#include "config.h"
#include "qd-hmm-agent.h"
#include "qd-hmm.h"
#include "qd-hmm-play.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-agent-lines.h"

static const char *const move_names[] = { "north", "east", "south", "west", "stay" };

void
qd_hmm_agent_options_init (QdHmmAgentOptions *options)
{
  *options = (QdHmmAgentOptions) { .seed = 1, .turns = 300, .tolerance = 0.001 };
}

void
qd_hmm_agent_result_clear (QdHmmAgentResult *result)
{
  g_free (result->name);
  g_free (result->last_words);
  memset (result, 0, sizeof *result);
}

typedef struct
{
  QdHmmHunt *hunt;           /* the session's own copy */
  QdHmmTracker *tracker;     /* the exact beliefs */
  const QdHmmAgentOptions *options;
  QdHmmAgentResult *result;
  QdAgentLines lines;
  double *reported;          /* n_ghosts × n_cells; -1: not written */
} Session;

static char *
locate (gpointer data)
{
  const Session *session = data;

  return g_strdup_printf (_("turn %u"), session->hunt->turns);
}

/* ---- the start */

static gboolean
send_board (Session *session, GError **error)
{
  const QdHmmHunt *h = session->hunt;
  const QdHiddenGrid *grid = h->grid;
  char number[G_ASCII_DTOSTR_BUF_SIZE];
  g_autofree char *size = g_strdup_printf ("board %u %u", grid->width, grid->height);
  g_autofree char *ghosts = g_strdup_printf ("ghosts %u", h->n_ghosts);
  g_autofree char *moves = h->move == QD_HIDDEN_MOVE_RANDOM
                             ? g_strdup ("ghost-moves random")
                             : g_strdup_printf ("ghost-moves %s %s", h->move == QD_HIDDEN_MOVE_TOWARD ? "toward" : "away",
                                                g_ascii_dtostr (number, sizeof number, h->best));
  g_autofree char *turns = g_strdup_printf ("turns %u", session->options->turns);

  if (!qd_agent_lines_send (&session->lines, QD_HMM_AGENT_HELLO, error) ||
      !qd_agent_lines_send (&session->lines, size, error))
    return FALSE;
  for (guint y = 0; y < grid->height; y++)
    {
      g_autoptr(GString) row = g_string_new (NULL);

      for (guint x = 0; x < grid->width; x++)
        {
          guint s = grid->cell_of[y * grid->width + x];

          g_string_append_c (row, s == G_MAXUINT ? '%' : s == h->start_hunter ? 'P' : '.');
        }
      if (!qd_agent_lines_send (&session->lines, row->str, error))
        return FALSE;
    }
  return qd_agent_lines_send (&session->lines, ghosts, error) && qd_agent_lines_send (&session->lines, moves, error) &&
         qd_agent_lines_send (&session->lines, h->stay ? "stay yes" : "stay no", error) &&
         qd_agent_lines_send (&session->lines, h->sensor == QD_HMM_SENSOR_COURSE ? "sensor course" : "sensor exact",
                              error) &&
         qd_agent_lines_send (&session->lines, turns, error) &&
         qd_agent_lines_send (&session->lines, session->options->beliefs ? "beliefs yes" : "beliefs no", error);
}

/* ---- a turn */

static gboolean
send_turn (Session *session, GError **error)
{
  const QdHmmHunt *h = session->hunt;
  g_autofree char *turn = g_strdup_printf ("turn %u", h->turns);
  g_autofree char *hunter = g_strdup_printf ("hunter %u %u", h->grid->x[h->hunter], h->grid->y[h->hunter]);
  g_autoptr(GString) readings = g_string_new ("readings");

  for (guint g = 0; g < h->n_ghosts; g++)
    if (h->caught[g])
      g_string_append (readings, " -");
    else
      g_string_append_printf (readings, " %d", h->reading[g]);
  return qd_agent_lines_send (&session->lines, turn, error) && qd_agent_lines_send (&session->lines, hunter, error) &&
         qd_agent_lines_send (&session->lines, readings->str, error);
}

/* `belief G X Y P` into the reported beliefs; FALSE with why not. */
static gboolean
read_belief (Session *session, const char *line, char **why)
{
  const QdHmmHunt *h = session->hunt;
  g_auto(GStrv) words = g_strsplit_set (line, " \t", -1);
  guint64 g, x, y;
  double p;
  char *end;
  guint s;

  if (g_strv_length (words) != 5 || strcmp (words[0], "belief") != 0 ||
      !g_ascii_string_to_unsigned (words[1], 10, 1, h->n_ghosts, &g, NULL) ||
      !g_ascii_string_to_unsigned (words[2], 10, 0, h->grid->width - 1, &x, NULL) ||
      !g_ascii_string_to_unsigned (words[3], 10, 0, h->grid->height - 1, &y, NULL))
    return (*why = g_strdup (_("“belief GHOST X Y P” or “end” was expected"))), FALSE;
  p = g_ascii_strtod (words[4], &end);
  if (end == words[4] || *end != '\0' || !(p >= 0 && p <= 1))
    return (*why = g_strdup (_("a probability is a number from 0 to 1"))), FALSE;
  if (h->caught[g - 1])
    return (*why = g_strdup_printf (_("ghost %u is caught"), (guint) g)), FALSE;
  s = h->grid->cell_of[y * h->grid->width + x];
  if (s == G_MAXUINT)
    return (*why = g_strdup (_("no ghost can be on a wall"))), FALSE;
  if (session->reported[(g - 1) * h->grid->n_cells + s] >= 0)
    return (*why = g_strdup (_("the square is given twice for this ghost"))), FALSE;
  session->reported[(g - 1) * h->grid->n_cells + s] = p;
  return TRUE;
}

/* Each free ghost's reported belief against the exact one. */
static void
grade_beliefs (Session *session)
{
  const QdHmmHunt *h = session->hunt;
  QdHmmAgentResult *r = session->result;
  guint n = h->grid->n_cells;

  for (guint g = 0; g < h->n_ghosts; g++)
    {
      const double *exact = qd_hmm_tracker_belief (session->tracker, g);
      double distance = 0;

      if (h->caught[g])
        continue;
      for (guint s = 0; s < n; s++)
        distance += fabs (MAX (session->reported[(gsize) g * n + s], 0) - exact[s]);
      distance /= 2;
      r->beliefs_checked++;
      r->worst_distance = MAX (r->worst_distance, distance);
      if (distance > session->options->tolerance && r->beliefs_wrong++ == 0)
        r->wrong_turn = h->turns, r->wrong_ghost = g + 1, r->wrong_distance = distance;
    }
}

static gboolean
ask_beliefs (Session *session, GError **error)
{
  gsize n = (gsize) session->hunt->n_ghosts * session->hunt->grid->n_cells;

  for (gsize i = 0; i < n; i++)
    session->reported[i] = -1;
  if (!qd_agent_lines_send (&session->lines, "beliefs", error))
    return FALSE;
  for (;;)
    {
      g_autofree char *line = qd_agent_lines_read (&session->lines, error);
      g_autofree char *why = NULL;

      if (line == NULL)
        return FALSE;
      if (strcmp (line, "end") == 0)
        break;
      if (!read_belief (session, line, &why))
        {
          qd_agent_lines_refuse (&session->lines, error, QD_AGENT_ERROR_PROTOCOL, line, why);
          return FALSE;
        }
    }
  grade_beliefs (session);
  return TRUE;
}

/* `moves M…`, then the answer: one of them. */
static gboolean
ask_move (Session *session, guint *move, GError **error)
{
  g_autoptr(GString) line = g_string_new ("moves");
  g_autofree char *answer = NULL;

  for (guint d = 0; d <= QD_HMM_STAY; d++)
    if (qd_hmm_hunt_can_move (session->hunt, d))
      g_string_append_printf (line, " %s", move_names[d]);
  if (!qd_agent_lines_send (&session->lines, line->str, error) ||
      (answer = qd_agent_lines_read (&session->lines, error)) == NULL)
    return FALSE;
  for (guint d = 0; d <= QD_HMM_STAY; d++)
    if (strcmp (answer, move_names[d]) == 0 && qd_hmm_hunt_can_move (session->hunt, d))
      {
        *move = d;
        return TRUE;
      }
  {
    g_autofree char *why = g_strdup_printf (_("not a legal move (%s)"), line->str + strlen ("moves "));

    qd_agent_lines_refuse (&session->lines, error, QD_AGENT_ERROR_ILLEGAL, answer, why);
  }
  return FALSE;
}

static gboolean
play (Session *session, GError **error)
{
  QdHmmHunt *h = session->hunt;
  const QdHmmAgentOptions *o = session->options;

  for (;;)
    {
      guint move;

      if (o->on_turn != NULL)
        o->on_turn (o->on_turn_data, h, session->tracker);
      if (qd_hmm_hunt_over (h) || h->turns >= o->turns)
        return TRUE;
      if (!send_turn (session, error) || (o->beliefs && !ask_beliefs (session, error)) ||
          !ask_move (session, &move, error))
        return FALSE;
      qd_hmm_hunt_turn (h, move);
      if (!qd_hmm_tracker_update (session->tracker, error))
        return FALSE;
    }
}

/* ---- the grades */

/* The computer's greedy hunter on the same board and seed: its turns, or
 * G_MAXUINT when it does not catch every ghost within TURNS. */
static guint
greedy_turns (const QdHmmHunt *hunt, guint64 seed, guint turns, const gint *stop)
{
  g_autoptr(QdHmmHunt) end = NULL;
  g_autoptr(QdHmmTracker) tracker = NULL;
  QdHmmPlay play;
  gint played;

  qd_hmm_play_init (&play, hunt);
  play.seed = seed;
  play.turns = turns;
  play.stop = stop;
  played = qd_hmm_play_run_kept (&play, NULL, NULL, &end, &tracker, NULL);
  return played >= 0 && qd_hmm_hunt_over (end) ? (guint) played : G_MAXUINT;
}

static gboolean
check_options (const QdHmmHunt *hunt, const QdHmmAgentOptions *o, GError **error)
{
  if (hunt->sensor == QD_HMM_SENSOR_WALLS)
    g_set_error (error, QD_HMM_ERROR, QD_HMM_ERROR_EVIDENCE,
                 _("a localization board has no hunter: a hunter agent needs a ghost hunt"));
  else if (o->turns == 0 || o->turns > 1000000)
    g_set_error (error, QD_HMM_ERROR, QD_HMM_ERROR_EVIDENCE, _("the turns are 1 to 1,000,000, not %u"), o->turns);
  else if (!(o->tolerance > 0 && o->tolerance <= 1))
    g_set_error (error, QD_HMM_ERROR, QD_HMM_ERROR_EVIDENCE, _("the tolerance %g is not in (0, 1]"), o->tolerance);
  else
    return TRUE;
  return FALSE;
}

gboolean
qd_hmm_agent_run (const QdHmmHunt *hunt, const QdAgentConfig *config, const QdHmmAgentOptions *options,
                  const gint *stop, QdHmmAgentResult *result, GError **error)
{
  Session session = { .options = options, .result = result };
  gboolean ok;

  memset (result, 0, sizeof *result);
  result->name = config->name != NULL ? g_strdup (config->name) : g_strjoinv (" ", config->argv);
  result->n_ghosts = hunt->n_ghosts;
  result->greedy_turns = G_MAXUINT;
  if (!check_options (hunt, options, error))
    return FALSE;
  session.hunt = qd_hmm_hunt_copy (hunt);
  qd_hmm_hunt_reset (session.hunt, options->seed);
  session.tracker = qd_hmm_tracker_new (session.hunt, 0, options->seed, QD_HIDDEN_RESAMPLE_SYSTEMATIC, error);
  session.reported = g_new (double, (gsize) hunt->n_ghosts * hunt->grid->n_cells);
  session.lines = (QdAgentLines) { .stop = stop, .locate = locate, .data = &session };
  ok = session.tracker != NULL && qd_agent_lines_start (&session.lines, config, error);
  result->sandboxed = qd_agent_lines_sandboxed (&session.lines);
  ok = ok && send_board (&session, error) && qd_agent_lines_ready (&session.lines, config, error);
  session.lines.where = NULL;
  ok = ok && play (&session, error);
  for (guint g = 0; g < hunt->n_ghosts; g++)
    result->caught += session.hunt->caught[g];
  if (ok)
    {
      g_autofree char *over = g_strdup_printf ("over %u %u %u", result->caught, hunt->n_ghosts, session.hunt->turns);

      ok = qd_agent_lines_send (&session.lines, over, error);
    }
  result->turns = session.hunt->turns;
  result->hunt_passed = ok && result->caught == hunt->n_ghosts;
  result->beliefs_graded = options->beliefs && result->beliefs_checked > 0;
  result->beliefs_passed = result->beliefs_graded && result->beliefs_wrong == 0;
  qd_agent_lines_end (&session.lines, ok);
  result->last_words = g_steal_pointer (&session.lines.last_words);
  if (ok)
    result->greedy_turns = greedy_turns (hunt, options->seed, options->turns, stop);
  qd_hmm_tracker_free (session.tracker);
  qd_hmm_hunt_free (session.hunt);
  g_free (session.reported);
  return ok;
}

/* ---- words */

gboolean
qd_hmm_agent_result_passed (const QdHmmAgentResult *r)
{
  return r->hunt_passed && (!r->beliefs_graded || r->beliefs_passed);
}

/* A number to 6 decimals with a point in every locale: the lines are a
 * machine output (docs/contracts.md). */
static const char *
grade_number (char buffer[G_ASCII_DTOSTR_BUF_SIZE], double x)
{
  return g_ascii_formatd (buffer, G_ASCII_DTOSTR_BUF_SIZE, "%.6f", x);
}

char *
qd_hmm_agent_result_format (const QdHmmAgentResult *r)
{
  GString *text = g_string_new (NULL);
  char a[G_ASCII_DTOSTR_BUF_SIZE];

  g_string_append_printf (text, "turns %u, caught %u of %u", r->turns, r->caught, r->n_ghosts);
  if (r->greedy_turns != G_MAXUINT)
    g_string_append_printf (text, " (the greedy hunter: %u turns)\n", r->greedy_turns);
  else
    g_string_append (text, " (the greedy hunter: not within the turns)\n");
  g_string_append_printf (text, "hunt: %s\n", r->hunt_passed ? "pass" : "fail");
  if (r->beliefs_graded && r->beliefs_wrong == 0)
    g_string_append_printf (text, "beliefs: %u of %u right (largest total variation %s)\n", r->beliefs_checked,
                            r->beliefs_checked, grade_number (a, r->worst_distance));
  else if (r->beliefs_graded)
    g_string_append_printf (text, "beliefs: %u of %u wrong; first turn %u ghost %u: total variation %s\n",
                            r->beliefs_wrong, r->beliefs_checked, r->wrong_turn, r->wrong_ghost,
                            grade_number (a, r->wrong_distance));
  g_string_append_printf (text, "grade: %s\n", qd_hmm_agent_result_passed (r) ? "pass" : "fail");
  return g_string_free (text, FALSE);
}
