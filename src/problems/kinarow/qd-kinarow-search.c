/* qd-kinarow-search.c — k in a row for the shared searchers: the QdGame
 * vtable, its hash and the evaluation at a cutoff.
 *
 * The evaluation counts open lines, AIMA's suggestion for tic-tac-toe's
 * heuristic (section 5.4) made general: a window is any K cells in a row
 * (horizontal, vertical or diagonal) on the board; a window with stones of
 * one player only is open for that player, and is worth 4^(c-1) to it with
 * c of its stones in it (so one stone more weighs as much as four windows
 * with one stone fewer: near-complete lines dominate).  With S1 and S2 the
 * two players' sums the estimate is 0.9 (S1 - S2) / (S1 + S2 + 1): from
 * player 1's side, 0 for a board with nothing open for either, strictly
 * inside (-0.9, 0.9) so that a real win (+1) or loss (-1) found by the search
 * always outranks it.  Whose turn it is is not counted.
 *
 * Moves searched on large boards.  Without gravity on a board of more than
 * 7 × 7 cells (Gomoku's 225) the searchers consider only the empty cells
 * within two rows and two columns of a stone, and the centre alone on an
 * empty board: far cells neither make nor block a line soon, and without
 * them alpha-beta goes deeper and MCTS spends its playouts where the game
 * is.  Every other board, tic-tac-toe and Connect Four among them, is
 * searched on all its legal moves (minimax and alpha-beta stay exact there).
 */
#include "config.h"
#include "qd-kinarow-agent.h"

#include <glib/gi18n.h>
#include <string.h>

#define SCALE 0.9
/* Boards of more cells are searched near their stones only. */
#define QD_KINAROW_NEAR_CELLS 49

static const gint window_steps[4][2] = { { 1, 0 }, { 0, 1 }, { 1, 1 }, { 1, -1 } };

static inline gboolean
stone_at (const QdKinarowPosition *pos, guint player, guint cell)
{
  return (pos->stones[player][cell >> 6] >> (cell & 63)) & 1;
}

/* The window of K cells from (column, row) stepping (dx, dy), which must fit:
 * its weight for the player it is open to, into sums[player]. */
static void
add_window (const QdKinarowRules *rules, const QdKinarowPosition *pos, gint column, gint row, gint dx, gint dy,
            double *sums)
{
  guint count[2] = { 0, 0 };

  for (guint i = 0; i < rules->k; i++)
    {
      guint cell = qd_kinarow_cell (rules, (guint) (column + (gint) i * dx), (guint) (row + (gint) i * dy));

      count[0] += stone_at (pos, 0, cell);
      count[1] += stone_at (pos, 1, cell);
    }
  for (guint p = 0; p < 2; p++)
    if (count[p] > 0 && count[1 - p] == 0)
      sums[p] += (double) (G_GUINT64_CONSTANT (1) << (2 * (count[p] - 1)));
}

double
qd_kinarow_heuristic (const QdKinarowRules *rules, const QdKinarowPosition *pos)
{
  double sums[2] = { 0, 0 };
  gint k1 = (gint) rules->k - 1;

  for (guint d = 0; d < 4; d++)
    {
      gint dx = window_steps[d][0], dy = window_steps[d][1];

      for (gint row = 0; row < (gint) rules->height; row++)
        for (gint column = 0; column < (gint) rules->width; column++)
          {
            gint end_column = column + k1 * dx, end_row = row + k1 * dy;

            if (end_column < (gint) rules->width && end_row >= 0 && end_row < (gint) rules->height)
              add_window (rules, pos, column, row, dx, dy, sums);
          }
    }
  return SCALE * (sums[0] - sums[1]) / (sums[0] + sums[1] + 1);
}

/* ---------------------------------------------------------- the vtable */

/* The search game through `data`, not by casting the QdGame: the engine
 * keeps a copy of the QdGame alone. */
#define SG(game) ((const QdKinarowSearchGame *) (game)->data)
#define RULES(game) (&SG (game)->rules)

static QdPlayer
sg_to_move (const QdGame *game, gconstpointer state)
{
  return ((const QdKinarowPosition *) state)->to_move == QD_KINAROW_P1 ? QD_PLAYER_MAX : QD_PLAYER_MIN;
}

static gboolean
sg_terminal (const QdGame *game, gconstpointer state)
{
  return qd_kinarow_outcome (state) != QD_KINAROW_ONGOING;
}

/* On a large board, the moves near the stones (see the top of the file). */
static guint
near_moves (const QdKinarowRules *rules, const QdKinarowPosition *pos, QdMove *moves)
{
  guint64 near[QD_KINAROW_WORDS];
  guint n = 0;

  if (pos->n_moves == 0)
    {
      moves[0] = rules->order[0];
      return 1;
    }
  qd_kinarow_near (rules, pos, near);
  for (guint i = 0; i < rules->n_order; i++)
    if ((near[rules->order[i] >> 6] >> (rules->order[i] & 63)) & 1)
      moves[n++] = rules->order[i];
  return n;
}

static guint
sg_moves (const QdGame *game, gconstpointer state, QdMove *moves)
{
  const QdKinarowRules *rules = RULES (game);
  guint16 cells[QD_KINAROW_MAX_CELLS];
  guint n;

  if (qd_kinarow_outcome (state) != QD_KINAROW_ONGOING)
    return 0;
  if (!rules->gravity && rules->cells > QD_KINAROW_NEAR_CELLS)
    return near_moves (rules, state, moves);
  n = qd_kinarow_moves (rules, state, cells);
  for (guint i = 0; i < n; i++)
    moves[i] = cells[i];
  return n;
}

static void
sg_apply (const QdGame *game, gconstpointer state, QdMove move, gpointer child)
{
  qd_kinarow_apply (RULES (game), state, move, child);
}

static double
sg_evaluate (const QdGame *game, gconstpointer state)
{
  switch (qd_kinarow_outcome (state))
    {
    case QD_KINAROW_P1_WINS:
      return 1;
    case QD_KINAROW_P2_WINS:
      return -1;
    case QD_KINAROW_DRAW:
      return 0;
    case QD_KINAROW_ONGOING:
    default:
      break;
    }
  return SG (game)->heuristic ? qd_kinarow_heuristic (RULES (game), state) : 0;
}

static guint64
sg_hash (const QdGame *game, gconstpointer state)
{
  return qd_kinarow_hash (state);
}

/* The vtable; its data and bounds are set for each set of rules. */
static const QdGame search_game = {
  .state_size = sizeof (QdKinarowPosition),
  .to_move = sg_to_move,
  .terminal = sg_terminal,
  .moves = sg_moves,
  .apply = sg_apply,
  .evaluate = sg_evaluate,
  .hash = sg_hash,
};

void
qd_kinarow_search_game_init (QdKinarowSearchGame *sg, const QdKinarowRules *rules, gboolean heuristic)
{
  memset (sg, 0, sizeof *sg);
  sg->game = search_game;
  sg->game.data = sg;
  sg->game.max_moves = rules->gravity ? rules->width : rules->cells;
  sg->game.max_plies = rules->cells;
  sg->rules = *rules;
  sg->heuristic = heuristic;
}

void
qd_kinarow_move_text (gpointer data, const QdSearchTree *tree, guint node, QdPlayer mover, QdMove move,
                      GString *out)
{
  const QdKinarowRules *rules = data;

  /* Words for people, English under the C locale of --tree (data/FORMATS.md). */
  if (rules->gravity)
    /* TRANSLATORS: a search-tree node: a stone dropped in column N (from 1) */
    g_string_append_printf (out, C_("search tree", "column %u"), move % rules->width + 1);
  else
    g_string_append_printf (out, "%c%u", 'a' + move % rules->width, move / rules->width + 1);
}
