/* qd-takestones-check.c — checking Take-Stones outputs; see
 * qd-takestones-check.h.
 *
 * The game (or the analysed position) is searched once, keeping for every
 * move the position it was chosen in, the values the search gave each
 * candidate and, for the move taken, the line of play behind its value and
 * the evaluator's rule at its end.  An answer is compared line by line;
 * the move or count at the first line that differs explains it. */
#include "config.h"
#include "qd-takestones-check.h"

#include "core/qd-format.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

/* A re-search for the line of play gives up past this many nodes (the
 * explanation then goes without it). */
#define LINE_BUDGET 4000000
/* Minimax's counts beside alpha-beta's (--analyze), within this budget. */
#define MINIMAX_BUDGET 4000000

typedef struct {
  QdTakestonesPosition before;         /* where the player chose */
  guint stone;
  double value;                        /* for the mover */
  QdTakestonesCandidate *candidates;   /* in search order */
  guint n_candidates;
  char *origin;                        /* where the move's value comes from, or NULL */
} Move;

struct _QdTakestonesCheck {
  gboolean analysis;
  guint n;
  guint depth;                         /* QD_DEPTH_UNLIMITED: to the end */
  QdTakestonesRules rules;
  QdGameSearchAlgorithm algorithm;
  GArray *moves;                       /* Move; --analyze: the root's choice only (none at a game's end) */
  QdTakestonesPosition last;           /* the game's end, or the analysed position */
  QdCheckReference expected;      /* the right output as lines */
  /* --analyze */
  guint k;
  char *taken;                         /* "1, 4, 2" */
  QdGameSearchResult result;
  gboolean have_minimax;
  QdGameSearchResult minimax;
};

/* ------------------------------------------------------------ words */

static char *
value_text (double value)
{
  return qd_format_c ("%g", value == 0 ? 0.0 : value);
}

/* The player whose values are shown: the mover in the statement's game,
 * player 1 in the later version. */
static guint
viewer (const QdTakestonesCheck *check, const QdTakestonesPosition *root)
{
  return check->analysis ? 1 : qd_takestones_player_to_move (root);
}

static const char *
parity (guint count)
{
  return count % 2 == 1 ? _("an odd number") : _("an even number");
}

static guint
count_multiples (const QdTakestonesPosition *pos, guint factor)
{
  guint moves[QD_TAKESTONES_MAX];
  guint n = qd_takestones_legal_moves (pos, moves), count = 0;

  for (guint i = 0; i < n; i++)
    count += moves[i] % factor == 0;
  return count;
}

/* The evaluator's rule at `leaf`, its value for player `seen`. */
static void
explain_leaf (const QdTakestonesCheck *check, const QdTakestonesPosition *leaf, guint seen, GString *out)
{
  guint mover = qd_takestones_player_to_move (leaf);
  double e;
  g_autofree char *ev = NULL;
  g_autofree char *sv = NULL;

  if (!qd_takestones_has_move (leaf))
    {
      g_autofree char *v = value_text (mover == seen ? -1.0 : 1.0);

      g_string_append_printf (out, _("There player %u has no stone to take and loses: %s for player %u."), mover, v,
                              seen);
      return;
    }
  e = qd_takestones_evaluate (leaf, check->rules.evaluator);
  ev = value_text (e);
  sv = value_text (mover == seen ? e : -e);
  if (check->rules.evaluator == QD_TAKESTONES_EVAL_THREATS)
    g_string_append_printf (out, _("There the threat evaluator gives player %u, to move, %s: %s for player %u."),
                            mover, ev, sv, seen);
  else if (!qd_takestones_is_taken (leaf, 1))
    g_string_append_printf (out, _("There stone 1 is still free, so the statement's evaluator gives 0 by its first "
                                   "rule, checked before the others."));
  else if (leaf->last == 1)
    {
      guint count = count_multiples (leaf, 1);

      g_string_append_printf (out, _("There the last stone taken is 1 and player %u, to move, has %u legal stones, %s: "
                                     "the evaluator gives it %s (±0.5 by that parity), %s for player %u."),
                              mover, count, parity (count), ev, sv, seen);
    }
  else if (qd_takestones_is_prime ((guint) leaf->last))
    {
      guint count = count_multiples (leaf, (guint) leaf->last);

      g_string_append_printf (out, _("There the last stone taken, %d, is prime and %u of the legal stones are its "
                                     "multiples, %s: the evaluator gives player %u, to move, %s (±0.7 by that "
                                     "parity), %s for player %u."),
                              leaf->last, count, parity (count), mover, ev, sv, seen);
    }
  else
    {
      guint factor = qd_takestones_largest_prime_factor ((guint) leaf->last);
      guint count = count_multiples (leaf, factor);

      g_string_append_printf (out, _("There the last stone taken, %d, is composite, its largest prime factor %u, and "
                                     "%u of the legal stones are multiples of %u, %s: the evaluator gives player %u, "
                                     "to move, %s (±0.6 by that parity), %s for player %u."),
                              leaf->last, factor, count, factor, parity (count), mover, ev, sv, seen);
    }
}

/* Where the value of `stone` in `root` comes from: the line of play after
 * it, each side taking its best move, to the position whose value it is. */
static char *
explain_origin (const QdTakestonesCheck *check, const QdTakestonesPosition *root, guint stone)
{
  QdTakestonesPosition pos = *root;
  QdGame game;
  guint remaining = check->depth == QD_DEPTH_UNLIMITED ? QD_DEPTH_UNLIMITED : check->depth - 1;
  g_autoptr(GString) line = g_string_new (NULL);
  GString *out = g_string_new (NULL);

  qd_takestones_game_init (&game, &check->rules, root->n);
  if (!check->analysis)
    pos.max_to_move = 1;
  g_string_append_printf (line, "%u", stone);
  qd_takestones_take (&pos, stone);
  while (remaining > 0 && qd_takestones_has_move (&pos))
    {
      QdGameSearchOptions options;
      QdGameSearchResult result;

      qd_game_search_options_init (&options);
      options.algorithm = check->algorithm;
      options.depth = remaining;
      options.max_nodes = LINE_BUDGET;
      if (qd_game_search (&game, &pos, &options, &result) != QD_GAME_SEARCH_DONE || result.best_move == QD_MOVE_NONE)
        {
          g_string_free (out, TRUE);
          return NULL;
        }
      g_string_append_printf (line, ", %u", (guint) result.best_move);
      qd_takestones_take (&pos, result.best_move);
      if (remaining != QD_DEPTH_UNLIMITED)
        remaining--;
    }
  if (!qd_takestones_has_move (&pos))
    g_string_append_printf (out, _("The value of stone %u comes from the line of play %s, each player taking its "
                                   "best stone, which ends the game."), stone, line->str);
  else
    g_string_append_printf (out, _("The value of stone %u comes from the line of play %s, each player taking its "
                                   "best stone, which reaches the depth limit of %u plies."), stone, line->str,
                            check->depth);
  g_string_append_c (out, '\n');
  explain_leaf (check, &pos, viewer (check, root), out);
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------ building */

static void
clear_move (gpointer data)
{
  Move *m = data;

  g_free (m->candidates);
  g_free (m->origin);
}

static QdTakestonesCheck *
check_new (gboolean analysis, guint n, guint depth, QdGameSearchAlgorithm algorithm, QdTakestonesRules rules)
{
  QdTakestonesCheck *check = g_new0 (QdTakestonesCheck, 1);

  check->analysis = analysis;
  check->n = n;
  check->depth = depth;
  check->algorithm = algorithm;
  check->rules = rules;
  check->moves = g_array_new (FALSE, TRUE, sizeof (Move));
  g_array_set_clear_func (check->moves, clear_move);
  return check;
}

/* Searches `pos` for its mover, keeping the move; FALSE when stopped. */
static gboolean
add_move (QdTakestonesCheck *check, const QdTakestonesPosition *pos, const QdTakestonesSearch *search,
          QdGameSearchResult *result)
{
  Move m = { *pos, 0, 0, g_new0 (QdTakestonesCandidate, MAX (pos->n, 1)), 0, NULL };
  QdGameSearchStatus status = check->analysis
                          ? qd_takestones_search_rooted (pos, search, m.candidates, &m.n_candidates, result)
                          : qd_takestones_search (pos, search, m.candidates, &m.n_candidates, result);

  if (status != QD_GAME_SEARCH_DONE)
    {
      clear_move (&m);
      return FALSE;
    }
  if (result->best_move == QD_MOVE_NONE)
    {
      clear_move (&m);
      return TRUE;
    }
  m.stone = result->best_move;
  m.value = check->analysis && !pos->max_to_move ? -result->value : result->value;
  m.origin = explain_origin (check, pos, m.stone);
  g_array_append_val (check->moves, m);
  return TRUE;
}

QdTakestonesCheck *
qd_takestones_check_new_game (guint n, gint depth, QdTakestonesEvaluator evaluator, const gint *stop,
                              gint64 deadline_us)
{
  QdTakestonesRules rules = { evaluator, QD_TAKESTONES_TIES_LARGEST };
  g_autoptr(QdTakestonesCheck) check = NULL;
  QdTakestonesSearch search = { 0 };
  QdTakestonesPosition pos;
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (n <= QD_TAKESTONES_MAX && depth != 0, NULL);
  check = check_new (FALSE, n, depth < 0 ? QD_DEPTH_UNLIMITED : (guint) depth, QD_GAME_SEARCH_MINIMAX, rules);
  search.rules = rules;
  search.algorithm = QD_GAME_SEARCH_MINIMAX;
  search.depth = check->depth;
  search.stop = stop;
  search.deadline_us = deadline_us;
  /* The moves and the winner as run_game () of the CLI prints them. */
  qd_takestones_position_init (&pos, n);
  while (qd_takestones_has_move (&pos))
    {
      QdGameSearchResult result;
      guint stone;

      if (!add_move (check, &pos, &search, &result))
        {
          g_string_free (out, TRUE);
          return NULL;
        }
      stone = result.best_move;
      g_string_append_printf (out, "Player %u: %u\n", qd_takestones_player_to_move (&pos), stone);
      qd_takestones_take (&pos, stone);
    }
  g_string_append_printf (out, "Winner: Player %u\n", 3 - qd_takestones_player_to_move (&pos));
  check->last = pos;
  qd_check_reference_init (&check->expected, g_string_free (out, FALSE));
  return g_steal_pointer (&check);
}

QdTakestonesCheck *
qd_takestones_check_new_analysis (guint n, const guint *taken, guint k, guint depth, gint64 deadline_us,
                                  GError **error)
{
  QdTakestonesRules rules = { QD_TAKESTONES_EVAL_STATEMENT, QD_TAKESTONES_TIES_SMALLEST };
  g_autoptr(QdTakestonesCheck) check = NULL;
  QdTakestonesSearch search = { 0 };
  QdTakestonesPosition pos;
  QdGame game;
  QdGameSearchOptions options;
  char *output;
  g_autoptr(GString) list = g_string_new (NULL);

  output = qd_takestones_analyze_until (n, taken, k, depth, deadline_us, NULL, NULL, error);
  if (output == NULL)
    return NULL;
  qd_takestones_position_replay (&pos, n, taken, k, NULL);
  check = check_new (TRUE, n, depth == 0 ? QD_DEPTH_UNLIMITED : depth, QD_GAME_SEARCH_ALPHABETA, rules);
  qd_check_reference_init (&check->expected, output);
  check->k = k;
  check->last = pos;
  for (guint i = 0; i < k; i++)
    g_string_append_printf (list, i > 0 ? ", %u" : "%u", taken[i]);
  check->taken = g_strdup (list->str);

  search.rules = rules;
  search.algorithm = QD_GAME_SEARCH_ALPHABETA;
  search.depth = check->depth;
  search.deadline_us = deadline_us;
  if (!add_move (check, &pos, &search, &check->result))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT, _("the time limit ran out before the search ended"));
      return NULL;
    }
  /* What minimax, without pruning, would count: answers that count it are
   * told so. */
  qd_takestones_game_init (&game, &rules, n);
  qd_game_search_options_init (&options);
  options.algorithm = QD_GAME_SEARCH_MINIMAX;
  options.depth = check->depth;
  options.max_nodes = MINIMAX_BUDGET;
  options.deadline_us = deadline_us;
  check->have_minimax = qd_game_search (&game, &pos, &options, &check->minimax) == QD_GAME_SEARCH_DONE;
  return g_steal_pointer (&check);
}

void
qd_takestones_check_free (QdTakestonesCheck *check)
{
  if (check == NULL)
    return;
  g_array_unref (check->moves);
  g_free (check->taken);
  qd_check_reference_clear (&check->expected);
  g_free (check);
}

/* ------------------------------------------------------------ explaining */

static const QdTakestonesCandidate *
find_candidate (const Move *m, guint stone)
{
  for (guint i = 0; i < m->n_candidates; i++)
    if (m->candidates[i].stone == stone)
      return &m->candidates[i];
  return NULL;
}

/* A candidate's value for the viewer ("0.7", "at most -0.5"). */
static char *
candidate_text (const QdTakestonesCheck *check, const Move *m, const QdTakestonesCandidate *c)
{
  gboolean flip = check->analysis && !m->before.max_to_move;
  g_autofree char *v = value_text (flip ? -c->value : c->value);

  if (c->bound == 0)
    return g_steal_pointer (&v);
  /* `bound` -1: at most, for the mover; for player 1 when player 2 moves: at least. */
  return flip ? g_strdup_printf (_("at least %s"), v) : g_strdup_printf (_("at most %s"), v);
}

static char *
candidates_text (const QdTakestonesCheck *check, const Move *m)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < m->n_candidates; i++)
    {
      g_autofree char *v = candidate_text (check, m, &m->candidates[i]);

      if (i == 24)
        {
          g_string_append (out, ", …");
          break;
        }
      g_string_append_printf (out, "%s%u: %s", i > 0 ? ", " : "", m->candidates[i].stone, v);
    }
  return g_string_free (out, FALSE);
}

static char *
legal_text (const QdTakestonesPosition *pos)
{
  guint moves[QD_TAKESTONES_MAX];
  guint n = qd_takestones_legal_moves (pos, moves);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n && i < 40; i++)
    g_string_append_printf (out, i > 0 ? ", %u" : "%u", moves[i]);
  if (n > 40)
    g_string_append (out, ", …");
  return g_string_free (out, FALSE);
}

/* Why `stone` cannot be taken in `pos`. */
static void
explain_illegal (QdCheckResult *result, const QdTakestonesPosition *pos, guint stone)
{
  if (stone < 1 || stone > pos->n)
    qd_check_result_explain (result, _("Stone %u does not exist: the stones are 1 to %u."), stone, pos->n);
  else if (qd_takestones_is_taken (pos, stone))
    qd_check_result_explain (result, _("Stone %u cannot be taken: it is taken already."), stone);
  else if (pos->last < 0)
    qd_check_result_explain (result, _("Stone %u cannot be taken: the first move takes an odd stone strictly below "
                                       "n/2 = %u/2."), stone, pos->n);
  else
    qd_check_result_explain (result, _("Stone %u cannot be taken: it is neither a multiple nor a factor of the last "
                                       "stone taken, %d."), stone, pos->last);
}

/* The answer's stone on a "Player P: S" or "Move: S" line, or FALSE (a
 * number out of range too). */
static gboolean
given_stone (const char *given, guint *player, guint *stone)
{
  const char *colon = given != NULL ? strchr (given, ':') : NULL;
  g_autofree char *rest = NULL;
  guint64 p = 0, s;

  if (colon == NULL)
    return FALSE;
  if (g_str_has_prefix (given, "Player "))
    {
      g_autofree char *head = g_strndup (given + strlen ("Player "), colon - given - strlen ("Player "));

      if (!g_ascii_string_to_unsigned (head, 10, 1, G_MAXUINT, &p, NULL))
        return FALSE;
    }
  else if (!g_str_has_prefix (given, "Move:"))
    return FALSE;
  rest = g_strstrip (g_strdup (colon + 1));
  if (!g_ascii_string_to_unsigned (rest, 10, 0, G_MAXUINT, &s, NULL))
    return FALSE;
  *player = (guint) p;
  *stone = (guint) s;
  return TRUE;
}

/* The move `m`, and the answer's other stone against it. */
static void
explain_move (const QdTakestonesCheck *check, QdCheckResult *result, guint index, const Move *m, const char *given)
{
  guint player = qd_takestones_player_to_move (&m->before);
  guint seen = viewer (check, &m->before);
  guint given_player = 0, other = 0;
  g_autofree char *list = candidates_text (check, m);
  g_autofree char *v = value_text (check->analysis && !m->before.max_to_move ? -m->value : m->value);
  gboolean is_move = given_stone (given, &given_player, &other);

  if (!check->analysis)
    {
      if (is_move && given_player != 0 && given_player != player)
        qd_check_result_explain (result, _("Move %u is player %u's: the players take turns."), index + 1, player);
      if (check->depth == QD_DEPTH_UNLIMITED)
        qd_check_result_explain (result, _("Player %u searches with minimax to the end of the game, as MAX at the "
                                           "root of its own search."), player);
      else
        qd_check_result_explain (result, _("Player %u searches with minimax to depth %u, as MAX at the root of its own "
                                           "search."), player, check->depth);
      qd_check_result_explain (result, _("Its stones in the order searched, largest first, with their values for "
                                         "player %u: %s."), player, list);
      qd_check_result_explain (result, _("It takes stone %u, of the highest value, %s: among equal values the largest "
                                         "stone is taken."), m->stone, v);
    }
  else
    {
      gboolean bounds = FALSE;

      for (guint i = 0; i < m->n_candidates; i++)
        bounds |= m->candidates[i].bound != 0;
      if (check->depth == QD_DEPTH_UNLIMITED)
        qd_check_result_explain (result, _("After the stones taken (%s), player %u is to move; player 1 is MAX in this "
                                           "version whoever moves, and alpha-beta searches to the end of the game."),
                                 check->taken[0] != '\0' ? check->taken : "-", player);
      else
        qd_check_result_explain (result, _("After the stones taken (%s), player %u is to move; player 1 is MAX in this "
                                           "version whoever moves, and alpha-beta searches to depth %u."),
                                 check->taken[0] != '\0' ? check->taken : "-", player, check->depth);
      qd_check_result_explain (result, _("The stones in the order searched, smallest first, with their values for "
                                         "player 1: %s."), list);
      if (bounds)
        qd_check_result_explain (result, _("A bound (“at most”, “at least”) is all alpha-beta learns of a stone whose "
                                           "search it stops once the stone can no longer be chosen."));
      qd_check_result_explain (result, player == 1
                               ? _("Player 1 takes stone %u, of the highest value for player 1, %s: among equal "
                                   "values the smallest stone, searched first, is kept.")
                               : _("Player 2 takes stone %u, of the lowest value for player 1, %s: among equal "
                                   "values the smallest stone, searched first, is kept."), m->stone, v);
    }
  if (is_move && other != m->stone)
    {
      const QdTakestonesCandidate *c = find_candidate (m, other);

      if (c == NULL)
        explain_illegal (result, &m->before, other);
      else
        {
          g_autofree char *cv = candidate_text (check, m, c);

          if (c->bound != 0)
            qd_check_result_explain (result, _("Stone %u is worth %s for player %u: alpha-beta stopped searching it "
                                               "there, as it can do no better than stone %u's %s."), other, cv, seen,
                                     m->stone, v);
          else if (c->value == m->value)
            qd_check_result_explain (result, _("Stone %u is worth as much, %s, but the tie goes to stone %u."), other,
                                     cv, m->stone);
          else
            qd_check_result_explain (result, _("Stone %u is worth %s for player %u, against %s for stone %u."), other,
                                     cv, seen, v, m->stone);
        }
    }
  if (m->origin != NULL)
    qd_check_result_explain (result, "%s", m->origin);
}

static void
explain_end (const QdTakestonesCheck *check, QdCheckResult *result, const char *given)
{
  const QdTakestonesPosition *pos = &check->last;
  guint player = qd_takestones_player_to_move (pos), other_player = 0, stone = 0;

  if (given_stone (given, &other_player, &stone))
    explain_illegal (result, pos, stone);
  if (pos->last < 0)
    qd_check_result_explain (result, _("Player %u, to move, has no stone to take: no odd stone lies strictly below "
                                       "n/2 = %u/2, so player %u wins."), player, pos->n, 3 - player);
  else
    qd_check_result_explain (result, _("Player %u, to move, has no stone to take: every factor and multiple of the "
                                       "last stone, %d, up to %u is taken, so player %u wins."),
                             player, pos->last, pos->n, 3 - player);
}

static void
explain_game (const QdTakestonesCheck *check, QdCheckResult *result, guint index, const char *given)
{
  if (index < check->moves->len)
    {
      const Move *m = &g_array_index (check->moves, Move, index);

      if (given != NULL && g_str_has_prefix (given, "Winner"))
        {
          g_autofree char *legal = legal_text (&m->before);

          qd_check_result_explain (result, _("The game is not over: player %u can still take %s."),
                                   qd_takestones_player_to_move (&m->before), legal);
        }
      explain_move (check, result, index, m, given);
    }
  else if (index == check->moves->len)
    explain_end (check, result, given);
  else
    qd_check_result_explain (result, _("The game ends with the winner's line; nothing comes after it."));
}

static char *
branching_text (guint64 nodes, guint64 leaves)
{
  guint64 inner = nodes - leaves;

  return qd_takestones_format_tenths (inner > 0 ? (double) (nodes - 1) / inner : 0.0);
}

static void
explain_counts (const QdTakestonesCheck *check, QdCheckResult *result, guint index, const char *given)
{
  const QdGameSearchResult *r = &check->result;
  const QdGameSearchResult *mm = check->have_minimax ? &check->minimax : NULL;
  guint64 inner = r->nodes - r->leaves;
  g_autofree char *rest = NULL;
  gint64 g = -1;

  if (given != NULL && index < 5)
    {
      const char *colon = strrchr (given, ':');
      guint64 value;

      rest = g_strstrip (g_strdup (colon != NULL ? colon + 1 : ""));
      if (g_ascii_string_to_unsigned (rest, 10, 0, G_MAXINT64, &value, NULL))
        g = (gint64) value;
    }
  switch (index)
    {
    case 2:
      qd_check_result_explain (result, _("Alpha-beta visits %" PRIu64 " nodes, the root and every position "
                                         "it enters (expanded: %" PRIu64 ", leaves: %" PRIu64
                                         ")."), r->nodes, inner, r->leaves);
      if (mm != NULL && g == (gint64) mm->nodes && mm->nodes != r->nodes)
        qd_check_result_explain (result, _("%" PRId64 " is what minimax visits without pruning: alpha-beta "
                                           "leaves the rest of a node's stones unsearched once its value cannot "
                                           "change the choice above it."), g);
      else if (g >= 0 && g + 1 == (gint64) r->nodes)
        qd_check_result_explain (result, _("%" PRId64 " leaves out the root, which counts as visited."), g);
      else if (g >= 0 && g == (gint64) r->leaves)
        qd_check_result_explain (result, _("%" PRId64 " is the count of nodes evaluated, the leaves, not of "
                                           "every node visited."), g);
      break;
    case 3:
      if (check->depth == QD_DEPTH_UNLIMITED)
        qd_check_result_explain (result, _("The nodes evaluated are the leaves, %" PRIu64 ": the positions "
                                           "where the player to move has no stone left, the search going to the end; "
                                           "inner nodes are not evaluated."), r->leaves);
      else
        qd_check_result_explain (result, _("The nodes evaluated are the leaves, %" PRIu64 ": the positions "
                                           "at the depth limit, %u plies below the root, and those where the player to "
                                           "move has no stone left; inner nodes are not evaluated."), r->leaves,
                                 check->depth);
      if (mm != NULL && g == (gint64) mm->leaves && mm->leaves != r->leaves)
        qd_check_result_explain (result, _("%" PRId64 " is what minimax evaluates without pruning."), g);
      else if (g >= 0 && g == (gint64) r->nodes)
        qd_check_result_explain (result, _("%" PRId64 " is the count of every node visited, not of the leaves "
                                           "evaluated."), g);
      break;
    case 4:
      if (check->depth == QD_DEPTH_UNLIMITED)
        qd_check_result_explain (result, _("The deepest position the search reaches is %u plies below the root, where "
                                           "the game ends (no depth limit)."), r->max_depth);
      else
        qd_check_result_explain (result, _("The deepest position the search reaches is %u plies below the root; the "
                                           "depth limit is %u."), r->max_depth, check->depth);
      if (check->depth != QD_DEPTH_UNLIMITED && g == (gint64) check->depth && r->max_depth < check->depth)
        qd_check_result_explain (result, _("No line of play lasts %u plies here: every one ends the game sooner."),
                                 check->depth);
      break;
    case 5:
      {
        g_autofree char *ebf = branching_text (r->nodes, r->leaves);
        g_autofree char *with_root = qd_takestones_format_tenths (inner > 0 ? (double) r->nodes / inner : 0.0);
        g_autofree char *of_minimax = mm != NULL ? branching_text (mm->nodes, mm->leaves) : NULL;
        const char *colon = given != NULL ? strrchr (given, ':') : NULL;
        g_autofree char *number = g_strstrip (g_strdup (colon != NULL ? colon + 1 : ""));

        qd_check_result_explain (result, _("The effective branching factor is the children visited per node expanded: "
                                           "(%" PRIu64 " − 1) / %" PRIu64 " = %s, every node but "
                                           "the root being a child, printed with one decimal (half away from zero)."),
                                 r->nodes, inner, ebf);
        if (strcmp (number, ebf) != 0 && strcmp (number, with_root) == 0)
          qd_check_result_explain (result, _("%s is %" PRIu64 " / %" PRIu64 ": it counts the root "
                                             "among the children."), number, r->nodes, inner);
        else if (of_minimax != NULL && strcmp (number, ebf) != 0 && strcmp (number, of_minimax) == 0)
          qd_check_result_explain (result, _("%s is minimax's, without pruning."), number);
      }
      break;
    default:
      qd_check_result_explain (result, _("The output has six lines; nothing comes after them."));
      break;
    }
}

static void
explain_analysis (const QdTakestonesCheck *check, QdCheckResult *result, guint index, const char *given)
{
  const Move *m = check->moves->len > 0 ? &g_array_index (check->moves, Move, 0) : NULL;

  if (index >= 2)
    {
      explain_counts (check, result, index, given);
      return;
    }
  if (m == NULL)
    {
      g_autofree char *v = value_text (check->result.value);
      guint player = qd_takestones_player_to_move (&check->last);

      qd_check_result_explain (result, _("Player %u, to move, has no stone to take: the move is printed as -1, and "
                                         "the value is the lost game's for player 1, %s."), player, v);
      return;
    }
  if (index == 0)
    explain_move (check, result, index, m, given);
  else
    {
      g_autofree char *v = value_text (check->result.value);
      g_autofree char *shown = qd_takestones_format_tenths (check->result.value);

      qd_check_result_explain (result, _("The value is the chosen stone %u's for player 1, %s, printed as %s with one "
                                         "decimal (half away from zero)."), m->stone, v, shown);
      if (m->origin != NULL)
        qd_check_result_explain (result, "%s", m->origin);
    }
}

QdCheckResult *
qd_takestones_check_answer (const QdTakestonesCheck *check, const char *answer, gsize length, gboolean strict)
{
  QdCheckText given;
  QdCheckResult *result;
  const QdCheckText *expected = qd_check_reference_lines (&check->expected, strict);
  guint index = 0;

  result = qd_check_reference_compare (&check->expected, answer, length, strict, &given, &index);
  if (result == NULL)
    result = qd_check_result_new_correct ();
  else
    {
      const char *line = qd_check_text_line (&given, index);

      if (result->explanation == NULL)
        {
          if (check->analysis)
            explain_analysis (check, result, index, line);
          else
            explain_game (check, result, index, line);
        }
      result->step = check->analysis ? (gint64) check->k : (gint64) MIN (index, check->moves->len);
      result->reference_line = MIN (index + 1, qd_check_text_length (expected));
    }
  result->reference = g_strdup (check->expected.text);
  qd_check_text_clear (&given);
  return result;
}
