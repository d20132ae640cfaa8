/* qd-kcell-page-mcts.c — the KCell tab's "Monte Carlo Tree Search, Step by
 * Step…": the step-by-step window (app/qd-mcts-window.h) on the position
 * on the board, with random playouts, C = √2 and seed 1. */
#include "config.h"
#include "qd-kcell-page-private.h"

#include <glib/gi18n.h>

#include "app/qd-mcts-window.h"

void
qd_kcell_page_mcts_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdKcellPage *self = data;
  /* The window keeps the game (its rules inside) as long as it needs it. */
  QdKcellSearchGame *sg = g_new (QdKcellSearchGame, 1);
  QdKcellPosition pos;
  QdMctsOptions options;
  g_autofree char *subtitle = NULL;
  QdMctsSetup setup;

  qd_kcell_game_position (self->game, G_MAXUINT, &pos);
  qd_kcell_search_game_init (sg, &self->game->rules, QD_KCELL_AGENT_HEURISTIC, NULL);
  qd_mcts_options_init (&options);
  options.seed = 1;
  if (self->game->moves->len == 0)
    /* TRANSLATORS: the position the step-by-step window searches: KCell, its cells × its stones */
    subtitle = g_strdup_printf (_("KCell %u × %u · the start"), self->game->rules.cells, self->game->rules.stones);
  else
    /* TRANSLATORS: the position the step-by-step window searches: "KCell 7 × 2 · after 3 moves" */
    subtitle = g_strdup_printf (ngettext ("KCell %u × %u · after %u move", "KCell %u × %u · after %u moves",
                                          self->game->moves->len),
                                self->game->rules.cells, self->game->rules.stones, self->game->moves->len);
  setup = (QdMctsSetup) { &sg->game, sg, g_free, &pos, &options, qd_kcell_move_text, NULL, subtitle };
  gtk_window_present (GTK_WINDOW (qd_mcts_window_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                                      &setup)));
}
