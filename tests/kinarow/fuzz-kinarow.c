/* fuzz-kinarow.c — what the k-in-a-row fuzz target checks of a game it reads
 * (tests/fuzz/fuzz-format.c): the position replayed from the moves agrees
 * with the outcome (a winning line exactly when someone has won), and
 * alpha-beta at depth 2 and a short MCTS choose legal moves in it. */
#include "config.h"

#include "problems/kinarow/qd-kinarow-agent.h"
#include "fuzz/fuzz-check.h"

static void
check_agent (const char *name, const QdKinarowRules *rules, const QdKinarowPosition *pos)
{
  QdKinarowAgent agent;
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  QdKinarowChooseOptions options = { .rand = rand, .max_nodes = 20000 };
  QdKinarowChoice choice;

  qd_kinarow_agent_parse (name, &agent, NULL);
  if (qd_kinarow_agent_choose (&agent, rules, pos, &options, &choice) && !qd_kinarow_is_legal (rules, pos, choice.move))
    qd_fuzz_fail (name, "chose an illegal move", NULL);
}

void
qd_fuzz_check (gconstpointer model)
{
  const QdKinarowGame *game = model;
  QdKinarowPosition pos;
  guint16 line[QD_KINAROW_MAX_LINE];
  guint n_line;

  qd_kinarow_game_position (game, G_MAXUINT, &pos);
  n_line = qd_kinarow_winning_line (&game->rules, &pos, line);
  if ((n_line > 0) != (qd_kinarow_outcome (&pos) == QD_KINAROW_P1_WINS || qd_kinarow_outcome (&pos) == QD_KINAROW_P2_WINS))
    qd_fuzz_fail ("a winning line without a win, or a win without a line", NULL, NULL);
  if (n_line > 0 && n_line < game->rules.k)
    qd_fuzz_fail ("a winning line shorter than K", NULL, NULL);
  if (qd_kinarow_outcome (&pos) != QD_KINAROW_ONGOING)
    return;
  check_agent ("alphabeta:2", &game->rules, &pos);
  check_agent ("mcts:50", &game->rules, &pos);
}
