/* qd-colorgame-check.c — checking a colouring game's trace; see
 * qd-colorgame-check.h.
 *
 * The search runs once and keeps, beside its trace, the event behind each
 * line; an answer is compared line by line, and the event at the first
 * line that differs (with the lines before it, which the answer has right)
 * says what the search did there and why. */
#include "config.h"
#include "qd-colorgame-check.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

struct _QdColorgameCheck {
  QdColorgame *game;
  QdPlayer root_player;
  guint depth;
  QdCheckReference expected;      /* the right output as lines */
  GArray *events;           /* QdColorgameEvent, one per line but the last */
  QdGameSearchResult result;
};

QdColorgameCheck *
qd_colorgame_check_new (const QdColorgame *game, const QdColorgameSearchOptions *options)
{
  QdColorgameSearchOptions search = *options;
  g_autoptr(GString) trace = g_string_new (NULL);
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (QdColorgameEvent));
  g_autoptr(QdColorgameAnalysis) analysis = NULL;
  QdColorgameCheck *check;

  search.trace = trace;
  search.events = events;
  search.write = NULL;
  search.traced = NULL;
  analysis = qd_colorgame_search (game, &search);
  if (analysis->end != QD_COLORGAME_SEARCH_DONE)
    return NULL;

  check = g_new0 (QdColorgameCheck, 1);
  check->game = qd_colorgame_copy (game);
  check->root_player = analysis->root_player;
  check->depth = options->depth;
  check->result = analysis->result;
  check->events = g_steal_pointer (&events);
  qd_check_reference_init (&check->expected, g_string_free (g_steal_pointer (&trace), FALSE));
  return check;
}

const char *
qd_colorgame_check_trace (const QdColorgameCheck *check)
{
  return check->expected.text;
}

void
qd_colorgame_check_free (QdColorgameCheck *check)
{
  if (check == NULL)
    return;
  qd_colorgame_free (check->game);
  qd_check_reference_clear (&check->expected);
  g_array_unref (check->events);
  g_free (check);
}

/* --- Words for the events --- */

static char *
value_text (double value)
{
  if (isinf (value))
    return g_strdup (value > 0 ? "inf" : "-inf");
  return g_strdup_printf ("%" G_GINT64_FORMAT, (gint64) value);
}

static const QdColorgameEvent *
event_at (const QdColorgameCheck *check, guint index)
{
  return index < check->events->len ? &g_array_index (check->events, QdColorgameEvent, index) : NULL;
}

/* The player who chooses at a node `depth` plies below the root. */
static gboolean
maximises (const QdColorgameCheck *check, guint depth)
{
  return (check->root_player == QD_PLAYER_MAX) == (depth % 2 == 0);
}

static const char *
node_name (const QdColorgameCheck *check, const QdColorgameEvent *e)
{
  return check->game->map->names->pdata[e->node];
}

static const char *
color_name (const QdColorgameCheck *check, const QdColorgameEvent *e)
{
  return check->game->colors->pdata[e->color];
}

static const char *
player_name (const QdColorgameCheck *check, guint depth)
{
  return maximises (check, depth) ? _("player 1 (MAX)") : _("player 2 (MIN)");
}

/* The line of the child that returned just before event `index` (at depth
 * + 1), or -1. */
static gint
last_child (const QdColorgameCheck *check, guint index, guint depth)
{
  for (guint i = index; i-- > 0;)
    {
      const QdColorgameEvent *e = event_at (check, i);

      if (e->depth == depth + 1)
        return (gint) i;
      if (e->depth <= depth)
        return -1;
    }
  return -1;
}

/* The node's line before event `index` at the same depth (its value and
 * bounds before the child's), or -1. */
static gint
previous_at_depth (const QdColorgameCheck *check, guint index, guint depth)
{
  for (guint i = index; i-- > 0;)
    {
      const QdColorgameEvent *e = event_at (check, i);

      if (e->depth == depth)
        return (gint) i;
      if (e->depth < depth)
        return -1;
    }
  return -1;
}

static void
explain_cutoff (const QdColorgameCheck *check, QdCheckResult *result, const QdColorgameEvent *e)
{
  g_autofree char *v = value_text (e->value);
  g_autofree char *bound = value_text (maximises (check, e->depth) ? e->beta : e->alpha);

  if (maximises (check, e->depth))
    qd_check_result_explain (result, _("Alpha-beta prunes the rest of node %s %s here (depth %u): its value %s is at "
                                       "least β = %s, so player 2 above will never let the game come here."),
                             node_name (check, e), color_name (check, e), e->depth, v, bound);
  else
    qd_check_result_explain (result, _("Alpha-beta prunes the rest of node %s %s here (depth %u): its value %s is at "
                                       "most α = %s, so player 1 above will never let the game come here."),
                             node_name (check, e), color_name (check, e), e->depth, v, bound);
}

static void
explain_update (const QdColorgameCheck *check, QdCheckResult *result, guint index, const QdColorgameEvent *e)
{
  gint child = last_child (check, index, e->depth);
  gint before = previous_at_depth (check, index, e->depth);
  gboolean max = maximises (check, e->depth);
  g_autofree char *v = value_text (e->value);
  g_autofree char *a = value_text (e->alpha);
  g_autofree char *b = value_text (e->beta);

  if (child >= 0 && before >= 0)
    {
      const QdColorgameEvent *c = event_at (check, (guint) child), *p = event_at (check, (guint) before);
      g_autofree char *cv = value_text (c->value);
      g_autofree char *pv = value_text (p->value);

      if (max)
        qd_check_result_explain (result, _("Back at %s %s (depth %u), %s keeps the larger value: the move %s %s is "
                                           "worth %s against %s so far, so the value is %s."),
                                 node_name (check, e), color_name (check, e), e->depth, player_name (check, e->depth),
                                 node_name (check, c), color_name (check, c), cv, pv, v);
      else
        qd_check_result_explain (result, _("Back at %s %s (depth %u), %s keeps the smaller value: the move %s %s is "
                                           "worth %s against %s so far, so the value is %s."),
                                 node_name (check, e), color_name (check, e), e->depth, player_name (check, e->depth),
                                 node_name (check, c), color_name (check, c), cv, pv, v);
    }
  if (e->cutoff)
    {
      explain_cutoff (check, result, e);
      qd_check_result_explain (result, _("On a cut-off the line shows α = %s and β = %s as they were before the "
                                         "update."), a, b);
    }
  else if (max)
    qd_check_result_explain (result, _("α becomes the larger of α and the value: α = %s, β = %s."), a, b);
  else
    qd_check_result_explain (result, _("β becomes the smaller of β and the value: α = %s, β = %s."), a, b);
}

/* The moves are in order: the first line after `index`'s parent … */
static void
explain_order (const QdColorgameCheck *check, QdCheckResult *result, guint index, const QdColorgameEvent *e)
{
  gint sibling = last_child (check, index, e->depth - 1);

  if (sibling >= 0)
    {
      const QdColorgameEvent *s = event_at (check, (guint) sibling);

      qd_check_result_explain (result, _("After %s %s, the next move %s tries is %s %s."),
                               node_name (check, s), color_name (check, s), player_name (check, e->depth - 1),
                               node_name (check, e), color_name (check, e));
    }
  else
    qd_check_result_explain (result, _("The first move %s tries here is %s %s."), player_name (check, e->depth - 1),
                             node_name (check, e), color_name (check, e));
  qd_check_result_explain (result, _("Moves are tried node by node in the ASCII order of the names, each node's colours "
                                     "in the ASCII order of theirs, leaving out the colours its coloured neighbours "
                                     "have and the nodes with no coloured neighbour."));
}

static void
explain_event (const QdColorgameCheck *check, QdCheckResult *result, guint index, const char *given)
{
  const QdColorgameEvent *e = event_at (check, index);
  const QdColorgameEvent *previous = index > 0 ? event_at (check, index - 1) : NULL;
  g_auto(GStrv) fields = given != NULL ? g_strsplit (given, ",", -1) : NULL;
  guint n_fields = fields != NULL ? g_strv_length (fields) : 0;
  gboolean same_move = FALSE;
  guint64 depth;
  g_autofree char *v = value_text (e->value);
  g_autofree char *a = value_text (e->alpha);
  g_autofree char *b = value_text (e->beta);

  if (given != NULL && n_fields != 6)
    qd_check_result_explain (result, _("Each line of the trace has six fields: NODE, COLOUR, DEPTH, VALUE, ALPHA, "
                                       "BETA; this one has %u."), n_fields);
  if (n_fields >= 3)
    same_move = g_strcmp0 (g_strstrip (fields[0]), node_name (check, e)) == 0 &&
                g_strcmp0 (g_strstrip (fields[1]), color_name (check, e)) == 0 &&
                g_ascii_string_to_unsigned (g_strstrip (fields[2]), 10, 0, G_MAXUINT, &depth, NULL)
                && depth == e->depth;

  /* A cut-off the answer missed, or one it made where there was none. */
  if (!same_move && previous != NULL && previous->kind == QD_COLORGAME_EVENT_UPDATE && previous->cutoff &&
      e->depth < previous->depth)
    {
      explain_cutoff (check, result, previous);
      return;
    }
  if (!same_move && previous != NULL && previous->kind == QD_COLORGAME_EVENT_UPDATE && !previous->cutoff &&
      e->depth > previous->depth)
    {
      g_autofree char *pv = value_text (previous->value);
      g_autofree char *bound = value_text (maximises (check, previous->depth) ? previous->beta : previous->alpha);

      qd_check_result_explain (result, maximises (check, previous->depth)
                               ? _("No cut-off at %s %s: its value %s is below β = %s, so the search goes on with "
                                   "its next move.")
                               : _("No cut-off at %s %s: its value %s is above α = %s, so the search goes on with "
                                   "its next move."),
                               node_name (check, previous), color_name (check, previous), pv, bound);
    }

  switch (e->kind)
    {
    case QD_COLORGAME_EVENT_ENTER:
      if (!same_move && e->depth > 0)
        explain_order (check, result, index, e);
      qd_check_result_explain (result, _("The search enters %s %s at depth %u, where %s moves: its value starts at "
                                         "%s, and α = %s and β = %s come from the node above."),
                               node_name (check, e), color_name (check, e), e->depth, player_name (check, e->depth),
                               v, a, b);
      break;
    case QD_COLORGAME_EVENT_LEAF:
      if (!same_move && e->depth > 0)
        explain_order (check, result, index, e);
      if (e->depth >= check->depth)
        qd_check_result_explain (result, _("%s %s at depth %u is a leaf, the depth limit being %u: its value is "
                                           "player 1's score minus player 2's, %s."),
                                 node_name (check, e), color_name (check, e), e->depth, check->depth, v);
      else
        qd_check_result_explain (result, _("%s %s at depth %u is a leaf, no move being left: its value is player 1's "
                                           "score minus player 2's, %s."),
                                 node_name (check, e), color_name (check, e), e->depth, v);
      break;
    case QD_COLORGAME_EVENT_UPDATE:
    default:
      explain_update (check, result, index, e);
      break;
    }
}

/* The root's moves and their values, for the best-move line. */
static void
explain_best (const QdColorgameCheck *check, QdCheckResult *result)
{
  g_autoptr(GString) moves = g_string_new (NULL);
  g_autofree char *v = value_text (check->result.value);
  guint shown = 0;

  for (guint i = 1; i < check->events->len; i++)
    {
      const QdColorgameEvent *e = event_at (check, i), *c = event_at (check, i - 1);
      g_autofree char *cv = NULL;

      if (e->depth != 0 || e->kind != QD_COLORGAME_EVENT_UPDATE || c->depth != 1)
        continue;
      if (++shown > 12)
        {
          g_string_append (moves, ", …");
          break;
        }
      cv = value_text (c->value);
      g_string_append_printf (moves, "%s%s %s %s", moves->len > 0 ? ", " : "", node_name (check, c),
                              color_name (check, c), cv);
    }
  if (check->result.best_move == QD_MOVE_NONE)
    {
      qd_check_result_explain (result, _("The root has no move: the last line is “None, None, %s”."), v);
      return;
    }
  qd_check_result_explain (result, _("The last line is the best move at the root, the first of those of the highest "
                                     "value, %s, with that value."), v);
  if (moves->len > 0)
    qd_check_result_explain (result, _("The root's moves as the search valued them: %s."), moves->str);
}

QdCheckResult *
qd_colorgame_check_answer (const QdColorgameCheck *check, const char *answer, gsize length, gboolean strict)
{
  QdCheckText given;
  QdCheckResult *result;
  guint index = 0;

  result = qd_check_reference_compare (&check->expected, answer, length, strict, &given, &index);
  if (result == NULL)
    {
      qd_check_text_clear (&given);
      return qd_check_result_new_correct ();
    }
  if (result->explanation == NULL)
    {
      if (index < check->events->len)
        explain_event (check, result, index, qd_check_text_line (&given, index));
      else if (index == check->events->len)
        explain_best (check, result);
      else
        qd_check_result_explain (result, _("The trace ends with the best move's line; nothing comes after it."));
    }
  result->step = MIN (index + 1, check->events->len);
  qd_check_text_clear (&given);
  return result;
}
