/* qd-gdl-root-parallel.c — MCTS's helper searches for a GDL game
 * (qd-gdl-root-parallel.h). */
#include "config.h"
#include "qd-gdl-root-parallel.h"

typedef struct {
  QdGdlGame *copy;           /* the game's kept copy (qd_gdl_game_kept_copy), on the helper's thread */
  QdGdlSearchGame sg;
  guint64 *root;
  GArray *code;              /* a move carried back (the caller's thread) */
} Side;

struct _QdGdlHelpers {
  QdMctsHelpers spec;
  QdGdlGame *original;       /* borrowed: its kept copies read on the helpers' threads */
  GArray *root;              /* the root's codes */
  gboolean heuristic;
  guint max_plies;
  Side side[QD_MCTS_MAX_HELPERS];
};

static gboolean
helper_open (gpointer data, guint i, const QdGame **game, gconstpointer *root)
{
  QdGdlHelpers *h = data;
  Side *side = &h->side[i];

  side->copy = qd_gdl_game_kept_copy (h->original, i, NULL);
  if (side->copy == NULL)
    return FALSE;
  side->root = g_new0 (guint64, qd_gdl_game_state_words (side->copy));
  if (!qd_gdl_game_state_import (side->copy, (const guint32 *) h->root->data, h->root->len, side->root))
    {
      side->copy = NULL;
      return FALSE;
    }
  qd_gdl_search_game_init (&side->sg, side->copy, h->heuristic);
  side->sg.game.max_plies = h->max_plies;
  *game = &side->sg.game;
  *root = side->root;
  return TRUE;
}

static QdMove
helper_move_back (gpointer data, guint i, QdMove move)
{
  QdGdlHelpers *h = data;
  Side *side = &h->side[i];

  if (side->code == NULL)
    side->code = g_array_new (FALSE, FALSE, sizeof (guint32));
  g_array_set_size (side->code, 0);
  qd_gdl_game_move_export (side->copy, move, side->code);
  return qd_gdl_game_move_import (h->original, (const guint32 *) side->code->data);
}

QdGdlHelpers *
qd_gdl_helpers_new (const QdGdlSearchGame *sg, const guint64 *root, guint n)
{
  QdGdlHelpers *h = g_new0 (QdGdlHelpers, 1);

  h->spec = (QdMctsHelpers) { MIN (n, QD_MCTS_MAX_HELPERS), helper_open, helper_move_back, h };
  h->original = sg->gdl;
  h->heuristic = sg->heuristic;
  h->max_plies = sg->game.max_plies;
  h->root = g_array_new (FALSE, FALSE, sizeof (guint32));
  qd_gdl_game_state_export (sg->gdl, root, h->root);
  qd_gdl_game_keep_copies (sg->gdl, h->spec.n);
  return h;
}

const QdMctsHelpers *
qd_gdl_helpers_spec (QdGdlHelpers *helpers)
{
  return &helpers->spec;
}

void
qd_gdl_helpers_free (QdGdlHelpers *h)
{
  if (h == NULL)
    return;
  for (guint i = 0; i < h->spec.n; i++)
    {
      if (h->side[i].copy != NULL)
        qd_gdl_search_game_clear (&h->side[i].sg);
      g_free (h->side[i].root);
      g_clear_pointer (&h->side[i].code, g_array_unref);
    }
  g_array_unref (h->root);
  g_free (h);
}
