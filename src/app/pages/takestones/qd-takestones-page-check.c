/* qd-takestones-page-check.c — Check an Answer… in the Take-Stones tab: the
 * statement's game (`quandary-cli takestones N 1 DEPTH`) with the stones,
 * the depth and the evaluator the sidebar shows, checked as the CLI checks
 * it; the game is then taken back to the move where the answer parts, the
 * computer waiting, its values for that position shown. */
#include "config.h"
#include "qd-takestones-page-private.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <stdio.h>

#include "problems/takestones/qd-takestones-check.h"

typedef struct {
  guint n;
  gint depth;                      /* -1: to the end */
  QdTakestonesEvaluator evaluator;
} CheckData;

static QdCheckResult *
check_answer (gpointer data, const char *answer, gsize length, gboolean strict, const gint *stop, GError **error)
{
  CheckData *d = data;
  g_autoptr(QdTakestonesCheck) check = qd_takestones_check_new_game (d->n, d->depth, d->evaluator, stop, 0);

  if (check == NULL)
    {
      if (stop == NULL || !g_atomic_int_get (stop))
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The game's search did not end"));
      return NULL;
    }
  return qd_takestones_check_answer (check, answer, length, strict);
}

QdPageCheck *
qd_takestones_page_prepare_check (QdPage *page, GError **error)
{
  QdTakestonesPage *self = QD_TAKESTONES_PAGE (page);
  CheckData *d;

  if (!self->record->computer[0] || !self->record->computer[1])
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("A person plays one side: only the computer's game against itself has one right "
                             "answer. Set both players to the computer to check a game."));
      return NULL;
    }
  d = g_new0 (CheckData, 1);
  d->n = self->record->n;
  d->depth = self->record->depth;
  d->evaluator = self->record->evaluator;
  return qd_page_check_new (check_answer, d, g_free,
                            N_("the game (“Player 1: 3” lines and the winner)"));
}

void
qd_takestones_page_show_check (QdPage *page, const QdCheckResult *result)
{
  QdTakestonesPage *self = QD_TAKESTONES_PAGE (page);
  g_autoptr(GArray) moves = NULL;
  g_auto(GStrv) lines = NULL;

  if (result->reference == NULL || result->verdict != QD_CHECK_WRONG || result->step < 0)
    return;
  /* The right game's first `step` stones, from its lines. */
  moves = g_array_new (FALSE, FALSE, sizeof (guint));
  lines = g_strsplit (result->reference, "\n", -1);
  for (guint i = 0; lines[i] != NULL && moves->len < (guint) result->step; i++)
    {
      guint player, stone;

      if (sscanf (lines[i], "Player %u: %u", &player, &stone) == 2)
        g_array_append_val (moves, stone);
    }
  qd_takestones_page_replay_to (self, (const guint *) moves->data, moves->len);
}
