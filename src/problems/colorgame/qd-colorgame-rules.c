/* qd-colorgame-rules.c — the map-colouring game as a QdGame: legal moves in
 * the statement's order, scores, and the optional arc-consistency filter of
 * Brown et al. (2004). */
#include "qd-colorgame.h"

#include <string.h>

#define ALL_COLORS(n) ((n) >= 64 ? G_MAXUINT64 : (G_GUINT64_CONSTANT (1) << (n)) - 1)

void
qd_colorgame_rules_init (QdColorgameRules *rules, const QdColorgame *game, gboolean arc_consistency)
{
  rules->game = game;
  rules->arc_consistency = arc_consistency;
  rules->n_nodes = game->map->n_regions;
}

gsize
qd_colorgame_state_size (const QdColorgame *game)
{
  gsize size = sizeof (QdColorgameState) + MAX (game->map->n_regions, 1);

  /* The searcher keeps positions back to back: round up so that each one
   * starts aligned for the 32-bit score. */
  return (size + 7) & ~(gsize) 7;
}

QdColorgameState *
qd_colorgame_root (const QdColorgame *game, QdPlayer to_move)
{
  QdColorgameState *s = g_malloc0 (qd_colorgame_state_size (game));
  gint scores[2];

  qd_colorgame_scores (game, scores);
  s->score = scores[0] - scores[1];
  s->to_move = (guint8) to_move;
  for (guint i = 0; i < game->initial->len; i++)
    {
      const QdColorgameAssign *a = &g_array_index (game->initial, QdColorgameAssign, i);

      s->colors[a->node] = (guint8) (a->color + 1);
      s->node = (guint16) a->node;
      s->color = (guint8) a->color;
    }
  return s;
}

/* The colours the coloured neighbours of `node` use; `any` says whether it
 * has a coloured neighbour at all. */
static inline guint64
used_around (const QdMap *map, const guint8 *colors, guint node, gboolean *any)
{
  const guint *nb = qd_map_neighbours (map, node);
  guint64 used = 0;

  *any = FALSE;
  for (guint k = 0; k < qd_map_degree (map, node); k++)
    if (colors[nb[k]] != 0)
      {
        *any = TRUE;
        used |= G_GUINT64_CONSTANT (1) << (colors[nb[k]] - 1);
      }
  return used;
}

/* AC-3 for "neighbours differ": a domain only shrinks when a neighbour's
 * domain is down to one colour, so the queue holds nodes that became
 * singletons.  Returns how many uncoloured nodes end with no colour. */
static guint
arc_consistency_wipeouts (const QdColorgame *g, const guint8 *colors)
{
  const QdMap *map = g->map;
  guint n = map->n_regions;
  guint64 domain[QD_COLORGAME_MAX_NODES];
  guint16 queue[QD_COLORGAME_MAX_NODES];
  gboolean queued[QD_COLORGAME_MAX_NODES];
  guint head = 0, tail = 0, empty = 0;
  guint64 all = ALL_COLORS (g->colors->len);

  for (guint v = 0; v < n; v++)
    {
      gboolean any;

      queued[v] = FALSE;
      domain[v] = colors[v] != 0 ? 0 : all & ~used_around (map, colors, v, &any);
      if (colors[v] == 0 && domain[v] != 0 && (domain[v] & (domain[v] - 1)) == 0)
        queue[tail++] = (guint16) v, queued[v] = TRUE;
    }
  while (head < tail)
    {
      guint v = queue[head++];
      const guint *nb = qd_map_neighbours (map, v);

      for (guint k = 0; k < qd_map_degree (map, v); k++)
        {
          guint w = nb[k];
          guint64 before = domain[w];

          if (colors[w] != 0 || (before & domain[v]) == 0)
            continue;
          domain[w] &= ~domain[v];
          if (domain[w] != 0 && (domain[w] & (domain[w] - 1)) == 0 && !queued[w])
            queue[tail++] = (guint16) w, queued[w] = TRUE;
        }
    }
  for (guint v = 0; v < n; v++)
    empty += colors[v] == 0 && domain[v] == 0;
  return empty;
}

guint
qd_colorgame_moves (const QdColorgameRules *rules, const QdColorgameState *state, QdMove *moves)
{
  const QdColorgame *g = rules->game;
  const QdMap *map = g->map;
  guint n_colors = g->colors->len;
  guint64 all = ALL_COLORS (n_colors);
  guint n = 0;

  for (guint i = 0; i < map->n_regions; i++)
    {
      guint v = g->node_order[i];
      guint64 used;
      gboolean any;

      if (state->colors[v] != 0)
        continue;
      used = used_around (map, state->colors, v, &any);
      if (!any || (used & all) == all)
        continue;
      for (guint j = 0; j < n_colors; j++)
        {
          guint c = g->color_order[j];

          if (!(used & (G_GUINT64_CONSTANT (1) << c)))
            moves[n++] = QD_COLORGAME_MOVE (v, c);
        }
    }

  if (rules->arc_consistency && n > 1)
    {
      guint8 colors[QD_COLORGAME_MAX_NODES];
      guint before, kept = 0;

      memcpy (colors, state->colors, map->n_regions);
      before = arc_consistency_wipeouts (g, colors);
      for (guint i = 0; i < n; i++)
        {
          guint v = QD_COLORGAME_MOVE_NODE (moves[i]);
          gboolean dead;

          colors[v] = (guint8) (QD_COLORGAME_MOVE_COLOR (moves[i]) + 1);
          dead = arc_consistency_wipeouts (g, colors) > before;
          colors[v] = 0;
          if (!dead)
            moves[kept++] = moves[i];
        }
      /* When every move empties some region, the game still goes on. */
      if (kept > 0)
        n = kept;
    }
  return n;
}

/* ------------------------------------------------------------ QdGame */

static QdPlayer
rules_to_move (const QdGame *game, gconstpointer state)
{
  return ((const QdColorgameState *) state)->to_move;
}

static gboolean
rules_terminal (const QdGame *game, gconstpointer state)
{
  const QdColorgameRules *rules = game->data;
  const QdColorgameState *s = state;
  const QdMap *map = rules->game->map;
  guint64 all = ALL_COLORS (rules->game->colors->len);

  /* Over when no uncoloured node next to a coloured one has a colour left. */
  for (guint v = 0; v < map->n_regions; v++)
    {
      gboolean any;
      guint64 used;

      if (s->colors[v] != 0)
        continue;
      used = used_around (map, s->colors, v, &any);
      if (any && (used & all) != all)
        return FALSE;
    }
  return TRUE;
}

static guint
rules_moves (const QdGame *game, gconstpointer state, QdMove *moves)
{
  return qd_colorgame_moves (game->data, state, moves);
}

static void
rules_apply (const QdGame *game, gconstpointer state, QdMove move, gpointer child)
{
  const QdColorgameRules *rules = game->data;
  const QdColorgameState *s = state;
  QdColorgameState *c = child;
  guint node = QD_COLORGAME_MOVE_NODE (move), color = QD_COLORGAME_MOVE_COLOR (move);

  memcpy (c, s, game->state_size);
  c->colors[node] = (guint8) (color + 1);
  c->node = (guint16) node;
  c->color = (guint8) color;
  if (s->to_move == QD_PLAYER_MAX)
    c->score += rules->game->weights[0][color];
  else
    c->score -= rules->game->weights[1][color];
  c->to_move = s->to_move == QD_PLAYER_MAX ? QD_PLAYER_MIN : QD_PLAYER_MAX;
}

static double
rules_evaluate (const QdGame *game, gconstpointer state)
{
  return ((const QdColorgameState *) state)->score;
}

void
qd_colorgame_as_game (const QdColorgameRules *rules, QdGame *game)
{
  const QdColorgame *g = rules->game;
  guint uncoloured = g->map->n_regions - MIN (g->map->n_regions, g->initial->len);
  memset (game, 0, sizeof *game);
  game->data = rules;
  game->state_size = qd_colorgame_state_size (g);
  game->max_moves = MAX (uncoloured * g->colors->len, 1);
  game->max_plies = MAX (uncoloured, 1);
  game->to_move = rules_to_move;
  game->terminal = rules_terminal;
  game->moves = rules_moves;
  game->apply = rules_apply;
  game->evaluate = rules_evaluate;
}
