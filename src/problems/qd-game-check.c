/* qd-game-check.c — the first ply of a checked game's searches; see
 * qd-game-check.h. */
#include "config.h"
#include "qd-game-check.h"

#include "core/qd-format.h"

#include <glib/gi18n.h>
#include <math.h>

static void
log_moves (gpointer data, guint depth, gconstpointer state, const QdMove *moves, guint n_moves)
{
  QdGameCheckPly *ply = data;

  if (depth != 0)
    return;
  ply->n_candidates = MIN (n_moves, ply->max_candidates);
  for (guint i = 0; i < ply->n_candidates; i++)
    {
      ply->candidates[i].move = moves[i];
      ply->candidates[i].value = NAN;
      ply->candidates[i].bound = 0;
    }
}

static void
log_enter (gpointer data, guint depth, guint index, gconstpointer state, double alpha, double beta)
{
  QdGameCheckPly *ply = data;

  if (depth == 1)
    {
      ply->alpha = alpha;
      ply->beta = beta;
    }
}

static void
log_leaf (gpointer data, guint depth, guint index, gconstpointer state, double value, double alpha, double beta)
{
  QdGameCheckPly *ply = data;
  QdGameCheckCandidate *c;

  if (depth != 1 || index >= ply->n_candidates)
    return;
  c = &ply->candidates[index];
  c->value = value;
  c->bound = 0;
  /* A child cut off below the root is only known up to the bound. */
  if (ply->max_to_move && isfinite (ply->alpha) && value <= ply->alpha)
    c->bound = -1;
  else if (!ply->max_to_move && isfinite (ply->beta) && value >= ply->beta)
    c->bound = 1;
}

const QdGameListener qd_game_check_first_ply = {
  .enter = log_enter,
  .leaf = log_leaf,
  .leave = log_leaf,
  .moves = log_moves,
};

char *
qd_game_check_value_text (double value)
{
  return qd_format_c ("%.3g", value == 0 ? 0.0 : value);
}

char *
qd_game_check_candidate_text (const QdGameCheckCandidate *c)
{
  g_autofree char *v = qd_game_check_value_text (c->value);

  if (isnan (c->value))
    return g_strdup (_("not searched"));
  if (c->bound < 0)
    return g_strdup_printf (_("at most %s"), v);
  if (c->bound > 0)
    return g_strdup_printf (_("at least %s"), v);
  return g_steal_pointer (&v);
}

const QdGameCheckCandidate *
qd_game_check_find (const QdGameCheckCandidate *candidates, guint n, QdMove move)
{
  for (guint i = 0; i < n; i++)
    if (candidates[i].move == move)
      return &candidates[i];
  return NULL;
}

char *
qd_game_check_list (const QdGameCheckCandidate *candidates, guint n, QdGameCheckDescribe describe, gpointer data)
{
  GString *list = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *what = describe (data, candidates[i].move);
      g_autofree char *value = qd_game_check_candidate_text (&candidates[i]);

      g_string_append_printf (list, "%s%s: %s", i > 0 ? ", " : "", what, value);
    }
  return g_string_free (list, FALSE);
}

QdCheckResult *
qd_game_check_answer (const QdCheckReference *expected, const char *answer, gsize length, gboolean strict,
                      guint n_moves, QdGameCheckExplain explain, gconstpointer check)
{
  QdCheckText given;
  QdCheckResult *result;
  const QdCheckText *lines = qd_check_reference_lines (expected, strict);
  guint index = 0;

  result = qd_check_reference_compare (expected, answer, length, strict, &given, &index);
  if (result == NULL)
    result = qd_check_result_new_correct ();
  else
    {
      if (result->explanation != NULL)
        result->step = n_moves;
      else if (index >= qd_check_text_length (lines))
        {
          qd_check_result_explain (result, _("The transcript ends with the result line; nothing comes after it."));
          result->step = n_moves;
        }
      else
        result->step = explain (check, result, index, qd_check_text_line (&given, index));
      result->reference_line = MIN (index + 1, qd_check_text_length (lines));
    }
  result->reference = g_strdup (expected->text);
  qd_check_text_clear (&given);
  return result;
}
