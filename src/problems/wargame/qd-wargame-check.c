/* qd-wargame-check.c — checking a war-game log; see qd-wargame-check.h.
 *
 * The log is replayed line by line on a record; each line is checked in the
 * order a reader would (its words, the end of the game, the turn, the
 * square, drop or blitz, the coin's failures, the agent's own move, the
 * nodes, the scores), and the first wrong line is explained from the
 * position it is played in and, for an agent, from that agent's search run
 * again there. */
#include "config.h"
#include "qd-wargame-check.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "core/qd-text.h"
#include "qd-wargame-record.h"

struct _QdWargameCheck {
  QdWargameRules *rules;
  gboolean has_agent[2];
  QdWargameAgentSpec agents[2];
};

QdWargameCheck *
qd_wargame_check_new (QdWargameRules *rules, const QdWargameAgentSpec *blue, const QdWargameAgentSpec *green)
{
  QdWargameCheck *check = g_new0 (QdWargameCheck, 1);

  check->rules = qd_wargame_rules_ref (rules);
  if (blue != NULL)
    check->has_agent[QD_WARGAME_BLUE] = TRUE, check->agents[QD_WARGAME_BLUE] = *blue;
  if (green != NULL)
    check->has_agent[QD_WARGAME_GREEN] = TRUE, check->agents[QD_WARGAME_GREEN] = *green;
  return check;
}

void
qd_wargame_check_free (QdWargameCheck *check)
{
  if (check == NULL)
    return;
  qd_wargame_rules_unref (check->rules);
  g_free (check);
}

/* What a move line says. */
typedef struct {
  QdWargameOwner player;
  gboolean blitz;
  guint square;
  gboolean has_failed;
  QdWargameBits failed;
  gboolean has_nodes;
  guint64 nodes;
  gboolean has_score;
  gint64 score[2];
} Claim;

/* One answer being checked. */
typedef struct {
  const QdWargameCheck *check;
  const QdWargameRules *rules;
  QdWargameRecord *record;
  GArray *move_lines;            /* guint: the answer's line of each move */
  gboolean has_agent[2];
  QdWargameAgentSpec agents[2];
  GString *reference;            /* the log as it should read so far */
  guint reference_lines;
  gboolean claims_nodes, claims_score;   /* the style of the last move line */
} Run;

static const char *
side_name (QdWargameOwner player)
{
  return player == QD_WARGAME_BLUE ? "blue" : "green";
}

static const char *
sq_name (const Run *run, guint square, char *buf)
{
  return qd_wargame_square_name (run->rules->board.size, square, buf);
}

static gboolean
deterministic (const Run *run, QdWargameOwner player)
{
  return run->has_agent[player] && (run->agents[player].kind == QD_WARGAME_AGENT_MINIMAX ||
                                    run->agents[player].kind == QD_WARGAME_AGENT_ALPHABETA);
}

static char *
agent_text (const Run *run, QdWargameOwner player)
{
  return qd_wargame_agent_spec_to_string (&run->agents[player]);
}

/* The search a minimax:D or alphabeta:D agent runs for its move
 * (qd_wargame_agent_think), with its leaves; `ordered` FALSE: alpha-beta
 * in board order; max_nodes 0: no limit. */
static QdGameSearchStatus
search (const QdWargameRules *rules, const QdWargameState *state, QdGameSearchAlgorithm algorithm, gboolean ordered,
        guint depth, guint64 max_nodes, QdGameSearchResult *result)
{
  QdGame game;
  QdGameSearchOptions options;

  qd_wargame_game_init (&game, rules, ordered);
  qd_game_search_options_init (&options);
  options.algorithm = algorithm;
  options.depth = depth;
  options.max_nodes = max_nodes;
  return qd_game_search (&game, state, &options, result);
}

/* The agent's move in `state`: its square, value and nodes. */
static void
agent_search (const Run *run, const QdWargameState *state, QdGameSearchResult *result)
{
  const QdWargameAgentSpec *spec = &run->agents[state->to_move];
  gboolean minimax = spec->kind == QD_WARGAME_AGENT_MINIMAX;

  search (run->rules, state, minimax ? QD_GAME_SEARCH_MINIMAX : QD_GAME_SEARCH_ALPHABETA, !minimax, spec->depth, 0, result);
  if (result->best_move == QD_MOVE_NONE)
    {
      guint8 squares[QD_WARGAME_MAX_SQUARES];

      qd_wargame_legal_moves (run->rules, state, squares);
      result->best_move = squares[0];
    }
}

static char *
value_text (double value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup (g_ascii_formatd (buf, sizeof buf, "%g", value));
}

/* "A1, B2 and C3" of the squares of b (at most `most`, then "…"). */
static char *
squares_text (const Run *run, const QdWargameBits *bits, guint most)
{
  QdWargameBits b = *bits;
  GString *s = g_string_new (NULL);
  guint n = qd_wargame_bits_count (bits), i = 0;
  char name[4];

  while (qd_wargame_bits_any (&b) && i < most)
    {
      guint sq = qd_wargame_bits_pop (&b);

      if (i > 0)
        g_string_append (s, i + 1 == n ? _(" and ") : ", ");
      g_string_append (s, sq_name (run, sq, name));
      i++;
    }
  if (n > most)
    g_string_append (s, ", …");
  return g_string_free (s, FALSE);
}

/* " nodes N" / " score blue S green S" as the answer's style wants them. */
static void
append_claims (GString *s, gboolean nodes, guint64 n, gboolean score, const QdWargameState *after)
{
  if (nodes)
    g_string_append_printf (s, " nodes %" PRIu64, n);
  if (score)
    g_string_append_printf (s, " score blue %d green %d", after->score[QD_WARGAME_BLUE], after->score[QD_WARGAME_GREEN]);
}

/* The line of the move just played on the record, with the claims. */
static char *
played_line (const Run *run, gboolean nodes, guint64 n, gboolean score)
{
  guint i = qd_wargame_record_n_moves (run->record) - 1;
  g_autofree char *text = qd_wargame_record_move_text (run->record, i);
  GString *s = g_string_new (text);

  append_claims (s, nodes, n, score, qd_wargame_record_state (run->record));
  return g_string_free (s, FALSE);
}

/* The right line for `square` played now (all the coin's conquests
 * succeeding unless `failed`), in the answer's style. */
static char *
line_for (Run *run, guint square, const QdWargameBits *failed, gboolean nodes, guint64 n, gboolean score)
{
  char *line;

  if (!qd_wargame_record_play_with (run->record, square, failed, NULL))
    return NULL;
  line = played_line (run, nodes, n, score);
  qd_wargame_record_undo (run->record);
  return line;
}

/* What a right line at this point is: the agent's move where a
 * deterministic agent plays, else the pattern of a move. */
static char *
next_line (Run *run)
{
  const QdWargameState *st = qd_wargame_record_state (run->record);

  if (qd_wargame_state_is_over (run->rules, st))
    return g_strdup_printf ("final blue %d green %d", st->score[QD_WARGAME_BLUE], st->score[QD_WARGAME_GREEN]);
  if (deterministic (run, st->to_move))
    {
      QdGameSearchResult r;

      agent_search (run, st, &r);
      return line_for (run, r.best_move, NULL, run->claims_nodes, r.nodes, run->claims_score);
    }
  /* An expected line: machine output, the same in every language. */
  return g_strdup_printf ("%s drop|blitz SQUARE", side_name (st->to_move));
}

static QdCheckResult *
wrong (Run *run, guint line, const char *expected, const char *given)
{
  QdCheckResult *result = qd_check_result_new_wrong (line, expected, given);

  result->step = qd_wargame_record_n_moves (run->record);
  result->reference = g_strdup_printf ("%s%s%s", run->reference->str, expected != NULL ? expected : "",
                                       expected != NULL ? "\n" : "");
  result->reference_line = expected != NULL ? run->reference_lines + 1 : 0;
  return result;
}

static void
keep (Run *run, const char *line)
{
  g_string_append_printf (run->reference, "%s\n", line);
  run->reference_lines++;
}

/* The move (index) that gave `square` its owner now, or -1. */
static gint
owner_move (const Run *run, guint square)
{
  for (guint i = qd_wargame_record_n_moves (run->record); i-- > 0;)
    {
      const QdWargameMove *m = qd_wargame_record_move (run->record, i);

      if (m->square == square || qd_wargame_bits_test (&m->conquered, square))
        return (gint) i;
    }
  return -1;
}

/* "blue's B3 and C2": the mover's squares next to `square`. */
static QdWargameBits
own_neighbours (const Run *run, const QdWargameState *st, guint square, QdWargameOwner player)
{
  QdWargameBits b = { { 0, 0, 0 } };

  for (guint i = 0; i < run->rules->n_neighbours[square]; i++)
    {
      guint nb = run->rules->neighbour_list[square][i];

      if (qd_wargame_state_owner (st, nb) == player)
        b.w[nb >> 6] |= G_GUINT64_CONSTANT (1) << (nb & 63);
    }
  return b;
}

static gboolean
parse_count (const char *text, guint64 *value)
{
  char *end = NULL;

  if (!g_ascii_isdigit (text[0]))
    return FALSE;
  *value = g_ascii_strtoull (text, &end, 10);
  return *end == '\0' && strlen (text) <= 19;
}

static gboolean
parse_int (const char *text, gint64 *value)
{
  char *end = NULL;

  if (!(g_ascii_isdigit (text[0]) || ((text[0] == '-' || text[0] == '+') && g_ascii_isdigit (text[1]))))
    return FALSE;
  *value = g_ascii_strtoll (text, &end, 10);
  return *end == '\0' && strlen (text) <= 12;
}

/* The words of a move line: FALSE when they are not one (*bad_square the
 * word that is not a square, if that is why). */
static gboolean
parse_move (const Run *run, char **w, guint n, Claim *claim, const char **bad_square)
{
  guint size = run->rules->board.size, i = 3;

  memset (claim, 0, sizeof *claim);
  *bad_square = NULL;
  if (n < 3 || (strcmp (w[0], "blue") != 0 && strcmp (w[0], "green") != 0) ||
      (strcmp (w[1], "drop") != 0 && strcmp (w[1], "blitz") != 0))
    return FALSE;
  claim->player = w[0][0] == 'b' ? QD_WARGAME_BLUE : QD_WARGAME_GREEN;
  claim->blitz = w[1][1] == 'l';
  if (!qd_wargame_square_parse (size, w[2], &claim->square))
    {
      *bad_square = w[2];
      return FALSE;
    }
  if (i < n && strcmp (w[i], "failed") == 0)
    {
      guint sq;

      claim->has_failed = TRUE;
      for (i++; i < n && qd_wargame_square_parse (size, w[i], &sq); i++)
        claim->failed.w[sq >> 6] |= G_GUINT64_CONSTANT (1) << (sq & 63);
      if (!qd_wargame_bits_any (&claim->failed))
        return FALSE;
    }
  if (i + 1 < n && strcmp (w[i], "nodes") == 0)
    {
      if (!parse_count (w[i + 1], &claim->nodes))
        return FALSE;
      claim->has_nodes = TRUE;
      i += 2;
    }
  if (i + 4 < n && strcmp (w[i], "score") == 0 && strcmp (w[i + 1], "blue") == 0 && strcmp (w[i + 3], "green") == 0)
    {
      if (!parse_int (w[i + 2], &claim->score[0]) || !parse_int (w[i + 4], &claim->score[1]))
        return FALSE;
      claim->has_score = TRUE;
      i += 5;
    }
  return i == n;
}

/* The scores explained: what the move just played added and moved. */
static void
explain_score (Run *run, QdCheckResult *result, const QdWargameState *before, const Claim *claim)
{
  const QdWargameState *after = qd_wargame_record_state (run->record);
  const QdWargameMove *m = qd_wargame_record_move (run->record, qd_wargame_record_n_moves (run->record) - 1);
  const char *me = side_name (m->player), *other = side_name (1 - m->player);
  gint value = run->rules->board.values[m->square];
  char name[4];

  qd_check_result_explain (result, _("Before this move blue had %d and green %d; taking %s adds its value %d to %s's score."),
                           before->score[QD_WARGAME_BLUE], before->score[QD_WARGAME_GREEN],
                           sq_name (run, m->square, name), value, me);
  if (qd_wargame_bits_any (&m->conquered))
    {
      g_autofree char *list = squares_text (run, &m->conquered, 144);
      gint moved = after->score[m->player] - before->score[m->player] - value;

      qd_check_result_explain (result, _("The blitz conquers %s's %s, which moves %d from %s's score to %s's."),
                               other, list, moved, other, me);
    }
  else if (m->blitz)
    qd_check_result_explain (result, _("The blitz conquers nothing here, so %s's score does not change."), other);
  qd_check_result_explain (result, _("So blue has %d and green %d, not blue %" PRId64 " green %" PRId64 "."),
                           after->score[QD_WARGAME_BLUE], after->score[QD_WARGAME_GREEN], claim->score[0], claim->score[1]);
}

/* Minimax's positions up to `depth` plies from `empty` empty squares, no
 * coin: 1 + e + e(e-1) + …; the sum as text in *sum. */
static guint64
minimax_count (guint empty, guint depth, char **sum)
{
  GString *s = g_string_new ("1");
  guint64 total = 1, term = 1;

  for (guint k = 1; k <= depth && k <= empty; k++)
    {
      term *= empty - k + 1;
      total += term;
      if (k == 1)
        g_string_append_printf (s, " + %u", empty);
      else if (k == 2)
        g_string_append_printf (s, " + %u × %u", empty, empty - 1);
      else if (k <= 4)
        {
          g_string_append_printf (s, " + %u", empty);
          for (guint j = 1; j < k; j++)
            g_string_append_printf (s, " × %u", empty - j);
        }
      else
        g_string_append_printf (s, " + %u × … × %u", empty, empty - k + 1);
    }
  *sum = g_string_free (s, FALSE);
  return total;
}

/* The claimed node count differs from the search's. */
static void
explain_nodes (Run *run, QdCheckResult *result, const QdWargameState *st, const QdGameSearchResult *r, guint64 claimed)
{
  const QdWargameAgentSpec *spec = &run->agents[st->to_move];
  g_autofree char *agent = agent_text (run, st->to_move);
  guint empty = run->rules->n_squares - st->ply;
  gboolean coin = run->rules->coin < 1.0;
  g_autofree char *sum = NULL;
  guint64 all = minimax_count (empty, spec->depth, &sum);

  qd_check_result_explain (result, _("%s's search from this position visits %" PRIu64 " nodes, the position itself "
                                     "included, %" PRIu64 " of them leaves (the depth limit or a full board), "
                                     "not %" PRIu64 "."),
                           agent, r->nodes, r->leaves, claimed);
  if (claimed + 1 == r->nodes)
    qd_check_result_explain (result, _("The claimed count leaves out the root: the position searched counts as a node."));
  else if (claimed == r->leaves)
    qd_check_result_explain (result, _("The claimed count is the leaves alone: every position the search enters counts, "
                                       "the inner ones too."));
  if (spec->kind == QD_WARGAME_AGENT_MINIMAX)
    {
      QdGameSearchResult ab;

      if (!coin && all == r->nodes)
        qd_check_result_explain (result, _("Minimax visits every position up to %u plies ahead: %s = %" PRIu64
                                           " with %u empty squares."), spec->depth, sum, all, empty);
      else
        qd_check_result_explain (result, _("Minimax visits every position up to %u plies ahead (a coin's chance position "
                                           "counts as a ply)."), spec->depth);
      if (search (run->rules, st, QD_GAME_SEARCH_ALPHABETA, TRUE, spec->depth, 4 * r->nodes, &ab) == QD_GAME_SEARCH_DONE &&
          ab.nodes == claimed)
        qd_check_result_explain (result, _("%" PRIu64 " is what alpha-beta visits; minimax prunes nothing."), claimed);
    }
  else
    {
      QdGameSearchResult plain;
      guint64 cap = 4 * (all > r->nodes ? all : r->nodes);

      if (!coin && claimed == all)
        qd_check_result_explain (result, _("%" PRIu64 " is every position %u plies deep (%s), what minimax:%u "
                                           "visits; alpha-beta prunes %" PRIu64 " of them here, where a MAX "
                                           "node's value reaches β or a MIN node's falls to α (AIMA figure 5.7)."),
                                 claimed, spec->depth, sum, spec->depth, all - r->nodes);
      else if (search (run->rules, st, QD_GAME_SEARCH_ALPHABETA, FALSE, spec->depth, cap, &plain) == QD_GAME_SEARCH_DONE &&
               plain.nodes == claimed && plain.nodes != r->nodes)
        qd_check_result_explain (result, _("%" PRIu64 " is alpha-beta trying the squares in board order; %s tries "
                                           "them by their one-move gain, largest first (data/FORMATS.md), and so visits "
                                           "%" PRIu64 "."),
                                 claimed, agent, r->nodes);
      else if (!coin)
        qd_check_result_explain (result, _("Minimax:%u would visit %" PRIu64 " (%s); alpha-beta prunes the rest, "
                                           "trying the squares by their one-move gain, largest first."),
                                 spec->depth, all, sum);
    }
}

/* The log's move is not the agent's. */
static void
explain_choice (Run *run, QdCheckResult *result, const QdWargameState *st, const QdGameSearchResult *r, guint given)
{
  const QdWargameAgentSpec *spec = &run->agents[st->to_move];
  g_autofree char *agent = agent_text (run, st->to_move);
  gboolean minimax = spec->kind == QD_WARGAME_AGENT_MINIMAX, blue = st->to_move == QD_WARGAME_BLUE;
  g_autofree char *best = value_text (r->value);
  g_autofree char *mine = NULL;
  char name1[4], name2[4];
  QdGameSearchResult child;
  QdWargameState after;
  QdGame game;

  qd_wargame_game_init (&game, run->rules, !minimax);
  game.apply (&game, st, given, &after);
  search (run->rules, &after, QD_GAME_SEARCH_ALPHABETA, TRUE, spec->depth - 1, 0, &child);
  mine = value_text (child.value);
  sq_name (run, r->best_move, name1);
  sq_name (run, given, name2);
  if (child.value != r->value)
    qd_check_result_explain (result, blue ? _("%s plays %s here: searched %u plies deep, %s is worth %s to blue and %s "
                                              "only %s, and blue takes the largest value.")
                                          : _("%s plays %s here: searched %u plies deep, %s is worth %s to blue and %s "
                                              "%s, and green takes the smallest value."),
                             agent, name1, spec->depth, name1, best, name2, mine);
  else
    qd_check_result_explain (result, minimax ? _("%s plays %s here: %s is worth %s as well, but minimax tries the squares in "
                                                 "board order (A1, B1, …) and keeps the first of equal values.")
                                             : _("%s plays %s here: %s is worth %s as well, but alpha-beta tries the squares by "
                                                 "their one-move gain, largest first, and keeps the first of equal values."),
                             agent, name1, name2, mine);
}

/* A move line, checked and played; NULL when it is right. */
static QdCheckResult *
check_move (Run *run, guint line, const char *given, char **w, guint n)
{
  const QdWargameRules *rules = run->rules;
  QdWargameState st = *qd_wargame_record_state (run->record);
  QdWargameOwner me = st.to_move;
  const char *bad_square;
  g_autofree char *expected = NULL;
  g_autofree char *nodes_line = NULL;
  QdCheckResult *result;
  QdGameSearchResult r;
  Claim c;
  guint64 right_nodes;

  if (!parse_move (run, w, n, &c, &bad_square))
    {
      expected = next_line (run);
      result = wrong (run, line, expected, given);
      if (bad_square != NULL)
        qd_check_result_explain (result, _("“%s” is not a square of this %ux%u board: columns A to %c, rows 1 to %u."),
                                 bad_square, rules->board.size, rules->board.size, 'A' + rules->board.size - 1,
                                 rules->board.size);
      else
        qd_check_result_explain (result, _("A move line is “blue drop C3” or “green blitz D3”: the player, drop or blitz, "
                                           "the square; then, if any, “failed” and the squares a coin kept, “nodes N”, "
                                           "“score blue S green S”."));
      return result;
    }
  run->claims_nodes = c.has_nodes;
  run->claims_score = c.has_score;
  if (qd_wargame_state_is_over (rules, &st))
    {
      expected = next_line (run);
      result = wrong (run, line, expected, given);
      qd_check_result_explain (result, _("Every square is taken: the game is over, and the log ends with its final line."));
      return result;
    }
  if (c.player != me)
    {
      if (!deterministic (run, me) && qd_wargame_is_legal (rules, &st, c.square))
        expected = line_for (run, c.square, NULL, c.has_nodes, c.nodes, c.has_score);
      else
        expected = next_line (run);
      result = wrong (run, line, expected, given);
      if (st.ply == 0)
        qd_check_result_explain (result, _("Blue moves first."));
      else
        qd_check_result_explain (result, ngettext ("After %u move it is %s's turn: blue and green take turns, blue first.",
                                                   "After %u moves it is %s's turn: blue and green take turns, blue first.",
                                                   st.ply),
                                 st.ply, side_name (me));
      return result;
    }
  if (!qd_wargame_is_legal (rules, &st, c.square))
    {
      gint j = owner_move (run, c.square);
      QdWargameOwner owner = qd_wargame_state_owner (&st, c.square);

      expected = next_line (run);
      result = wrong (run, line, expected, given);
      if (j >= 0)
        {
          g_autofree char *text = qd_wargame_record_move_text (run->record, (guint) j);
          const QdWargameMove *m = qd_wargame_record_move (run->record, (guint) j);

          qd_check_result_explain (result, m->square == c.square ? _("%s is %s's already: %s took it on line %u (%s).")
                                                                  : _("%s is %s's already: %s conquered it on line %u (%s)."),
                                   w[2], side_name (owner), side_name (owner),
                                   g_array_index (run->move_lines, guint, j), text);
        }
      qd_check_result_explain (result, _("A move takes an empty square."));
      return result;
    }
  if (qd_wargame_is_blitz (rules, &st, c.square) != c.blitz)
    {
      if (deterministic (run, me))
        expected = next_line (run);
      else
        expected = line_for (run, c.square, c.has_failed ? &c.failed : NULL, c.has_nodes, c.nodes, c.has_score);
      result = wrong (run, line, expected, given);
      if (c.blitz)
        qd_check_result_explain (result, _("%s is not adjacent to any of %s's squares, so it is a Commando Para Drop "
                                           "(drop), not an M1 Death Blitz: it conquers nothing."), w[2], side_name (me));
      else
        {
          QdWargameBits own = own_neighbours (run, &st, c.square, me);
          g_autofree char *list = squares_text (run, &own, 4);

          qd_check_result_explain (result, _("%s is next to %s's %s, so taking it is an M1 Death Blitz (blitz), not a "
                                             "Commando Para Drop: blitzing is mandatory."), w[2], side_name (me), list);
          if (qd_wargame_record_play_with (run->record, c.square, NULL, NULL))
            {
              const QdWargameMove *m = qd_wargame_record_move (run->record, qd_wargame_record_n_moves (run->record) - 1);
              g_autofree char *won = squares_text (run, &m->conquered, 8);

              if (qd_wargame_bits_any (&m->conquered))
                qd_check_result_explain (result, _("The blitz conquers %s's %s."), side_name (1 - me), won);
              qd_wargame_record_undo (run->record);
            }
        }
      return result;
    }
  if (c.has_failed)
    {
      QdWargameState after;
      QdWargameBits stray;

      qd_wargame_apply (rules, &st, c.square, &after);
      for (guint k = 0; k < QD_WARGAME_WORDS; k++)
        stray.w[k] = c.failed.w[k] & ~(after.chance ? after.pending.w[k] : 0);
      if (qd_wargame_bits_any (&stray))
        {
          g_autofree char *list = squares_text (run, &stray, 8);

          expected = line_for (run, c.square, NULL, c.has_nodes, c.nodes, c.has_score);
          result = wrong (run, line, expected, given);
          if (rules->coin >= 1.0)
            qd_check_result_explain (result, _("There is no coin here: every conquest the rules grant succeeds, so a log "
                                               "lists no failed squares."));
          else if (!after.chance)
            qd_check_result_explain (result, _("This move puts no enemy piece at stake, so the coin decides nothing and "
                                               "no conquest can fail."));
          else
            {
              g_autofree char *pending = squares_text (run, &after.pending, 8);

              qd_check_result_explain (result, _("The coin decides only %s here: %s cannot fail."), pending, list);
            }
          return result;
        }
    }
  right_nodes = c.nodes;
  if (deterministic (run, me))
    {
      agent_search (run, &st, &r);
      right_nodes = r.nodes;
      if (r.best_move != c.square)
        {
          expected = line_for (run, r.best_move, NULL, c.has_nodes, r.nodes, c.has_score);
          result = wrong (run, line, expected, given);
          explain_choice (run, result, &st, &r, c.square);
          return result;
        }
      if (c.has_nodes && c.nodes != r.nodes)
        {
          expected = line_for (run, c.square, c.has_failed ? &c.failed : NULL, TRUE, r.nodes, c.has_score);
          result = wrong (run, line, expected, given);
          explain_nodes (run, result, &st, &r, c.nodes);
          return result;
        }
    }
  if (!qd_wargame_record_play_with (run->record, c.square, c.has_failed ? &c.failed : NULL, NULL))
    {
      /* Cannot happen: the square is legal. */
      expected = next_line (run);
      return wrong (run, line, expected, given);
    }
  g_array_append_val (run->move_lines, line);
  {
    const QdWargameState *after = qd_wargame_record_state (run->record);

    if (c.has_score && (c.score[0] != after->score[0] || c.score[1] != after->score[1]))
      {
        expected = played_line (run, c.has_nodes, right_nodes, TRUE);
        qd_wargame_record_undo (run->record);
        g_array_set_size (run->move_lines, run->move_lines->len - 1);
        result = wrong (run, line, expected, given);
        qd_wargame_record_play_with (run->record, c.square, c.has_failed ? &c.failed : NULL, NULL);
        explain_score (run, result, &st, &c);
        qd_wargame_record_undo (run->record);
        return result;
      }
  }
  nodes_line = played_line (run, c.has_nodes, right_nodes, c.has_score);
  keep (run, nodes_line);
  return NULL;
}

/* The final line; NULL when it is right. */
static QdCheckResult *
check_final (Run *run, guint line, const char *given, char **w, guint n)
{
  const QdWargameState *st = qd_wargame_record_state (run->record);
  g_autofree char *expected = NULL;
  QdCheckResult *result;
  gint64 blue = 0, green = 0;

  if (!qd_wargame_state_is_over (run->rules, st))
    {
      QdWargameBits empty = qd_wargame_state_empty (run->rules, st);
      g_autofree char *list = squares_text (run, &empty, 8);

      expected = next_line (run);
      result = wrong (run, line, expected, given);
      qd_check_result_explain (result, ngettext ("The game is not over: %u square is still empty (%s), and the final line "
                                                 "comes when every square is taken.",
                                                 "The game is not over: %u squares are still empty (%s), and the final line "
                                                 "comes when every square is taken.",
                                                 run->rules->n_squares - st->ply),
                               run->rules->n_squares - st->ply, list);
      return result;
    }
  expected = next_line (run);
  if (n != 5 || strcmp (w[1], "blue") != 0 || strcmp (w[3], "green") != 0 || !parse_int (w[2], &blue) ||
      !parse_int (w[4], &green))
    {
      result = wrong (run, line, expected, given);
      qd_check_result_explain (result, _("The final line is “final blue S green S”, the two scores."));
      return result;
    }
  if (blue != st->score[QD_WARGAME_BLUE] || green != st->score[QD_WARGAME_GREEN])
    {
      result = wrong (run, line, expected, given);
      qd_check_result_explain (result, _("A score is the sum of the values of the squares a side owns: blue's %u squares "
                                         "add up to %d, green's %u to %d."),
                               st->units[QD_WARGAME_BLUE], st->score[QD_WARGAME_BLUE], st->units[QD_WARGAME_GREEN],
                               st->score[QD_WARGAME_GREEN]);
      return result;
    }
  keep (run, expected);
  return NULL;
}

/* An agent line; NULL when it is right. */
static QdCheckResult *
check_agent (Run *run, guint line, const char *given, char **w, guint n)
{
  g_autoptr(GError) error = NULL;
  QdWargameAgentSpec spec;
  QdCheckResult *result;

  if (qd_wargame_record_n_moves (run->record) > 0)
    {
      g_autofree char *expected = next_line (run);

      result = wrong (run, line, expected, given);
      qd_check_result_explain (result, _("The agent lines come before the first move."));
      return result;
    }
  if (n != 3 || (strcmp (w[1], "blue") != 0 && strcmp (w[1], "green") != 0) ||
      !qd_wargame_agent_spec_parse (w[2], &spec, &error))
    {
      result = wrong (run, line, _("agent blue|green AGENT"), given);
      qd_check_result_explain (result, _("An agent line is “agent blue alphabeta:3”: the side, then minimax:D, "
                                         "alphabeta:D, engine:MS, random or human."));
      if (error != NULL)
        qd_check_result_explain (result, "%s", error->message);
      return result;
    }
  {
    QdWargameOwner side = w[1][0] == 'b' ? QD_WARGAME_BLUE : QD_WARGAME_GREEN;
    g_autofree char *text = qd_wargame_agent_spec_to_string (&spec);
    g_autofree char *kept = g_strdup_printf ("agent %s %s", side_name (side), text);

    run->has_agent[side] = TRUE;
    run->agents[side] = spec;
    keep (run, kept);
  }
  return NULL;
}

/* Splits a line into its words (blanks and tabs between them). */
static char **
split_words (const char *line, guint *n)
{
  g_autofree char *copy = g_strdup (line);
  char **words;
  guint k = 0;

  g_strdelimit (copy, "\t\r", ' ');
  words = g_strsplit (g_strstrip (copy), " ", -1);
  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      words[k++] = words[i];
    else
      g_free (words[i]);
  words[k] = NULL;
  *n = k;
  return words;
}

QdCheckResult *
qd_wargame_check_answer (QdWargameCheck *check, const char *answer, gsize length, gboolean strict)
{
  QdCheckText text;
  Run run = { 0 };
  QdCheckResult *result = NULL;
  gboolean final_seen = FALSE;
  guint n_lines;

  qd_check_text_init (&text, answer, length, strict);
  run.check = check;
  run.rules = check->rules;
  run.record = qd_wargame_record_new (check->rules);
  run.move_lines = g_array_new (FALSE, FALSE, sizeof (guint));
  run.reference = g_string_new (NULL);
  memcpy (run.has_agent, check->has_agent, sizeof run.has_agent);
  memcpy (run.agents, check->agents, sizeof run.agents);
  n_lines = qd_check_text_length (&text);

  for (guint i = 0; i < n_lines && result == NULL; i++)
    {
      const char *given = qd_check_text_line (&text, i);
      g_auto(GStrv) w = NULL;
      guint n, line = i + 1;
      gsize len = strlen (given);

      if (strict && len > 0 && (given[len - 1] == ' ' || given[len - 1] == '\t' || given[len - 1] == '\r'))
        {
          g_autofree char *trimmed = g_strndup (given, len);

          while (len > 0 && (trimmed[len - 1] == ' ' || trimmed[len - 1] == '\t' || trimmed[len - 1] == '\r'))
            trimmed[--len] = '\0';
          result = wrong (&run, line, trimmed, given);
          qd_check_result_explain (result, _("With --check-strict a blank or a CR at the end of a line is a difference."));
          break;
        }
      w = split_words (given, &n);
      if (n == 0 || w[0][0] == '#')
        continue;
      if (final_seen)
        {
          result = wrong (&run, line, NULL, given);
          qd_check_result_explain (result, _("The log ends with its final line: nothing follows it."));
        }
      else if (strcmp (w[0], "agent") == 0)
        result = check_agent (&run, line, given, w, n);
      else if (strcmp (w[0], "final") == 0)
        {
          result = check_final (&run, line, given, w, n);
          final_seen = TRUE;
        }
      else
        result = check_move (&run, line, given, w, n);
    }

  if (result == NULL && strict && n_lines > 0 && !text.final_newline)
    {
      const char *given = qd_check_text_line (&text, n_lines - 1);

      result = wrong (&run, n_lines, given, given);
      qd_check_result_explain (result, _("With --check-strict the last line must end with a newline."));
    }
  if (result == NULL && !final_seen)
    {
      const QdWargameState *st = qd_wargame_record_state (run.record);

      if (qd_wargame_state_is_over (run.rules, st) || qd_wargame_record_n_moves (run.record) == 0)
        {
          g_autofree char *expected = next_line (&run);

          result = wrong (&run, n_lines + 1, expected, NULL);
          if (qd_wargame_record_n_moves (run.record) == 0)
            qd_check_result_explain (result, _("The log has no move: blue moves first."));
          else
            qd_check_result_explain (result, _("Every square is taken: a finished game's log ends with "
                                               "“final blue S green S”, the scores."));
        }
    }
  if (result == NULL)
    {
      result = qd_check_result_new_correct ();
      result->reference = g_string_free (g_steal_pointer (&run.reference), FALSE);
    }
  if (run.reference != NULL)
    g_string_free (run.reference, TRUE);
  g_array_unref (run.move_lines);
  qd_wargame_record_free (run.record);
  qd_check_text_clear (&text);
  return result;
}

QdWargameRecord *
qd_wargame_check_record (QdWargameRules *rules, const char *reference)
{
  QdWargameCheck check = { rules };
  Run run = { 0 };
  g_auto(GStrv) lines = g_strsplit (reference != NULL ? reference : "", "\n", -1);

  run.check = &check;
  run.rules = rules;
  run.record = qd_wargame_record_new (rules);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) w = NULL;
      const char *bad;
      guint n;
      Claim c;

      w = split_words (lines[i], &n);
      if (n == 0 || strcmp (w[0], "agent") == 0 || w[0][0] == '#')
        continue;
      if (!parse_move (&run, w, n, &c, &bad) ||
          c.player != qd_wargame_record_state (run.record)->to_move ||
          !qd_wargame_record_play_with (run.record, c.square, c.has_failed ? &c.failed : NULL, NULL))
        break;
    }
  return run.record;
}
