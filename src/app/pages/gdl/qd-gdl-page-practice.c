/* qd-gdl-page-practice.c — the General Games tab's practice mode (issue 77):
 * the moves played (or the record loaded) replayed, and before each move
 * the questions of problems/gdl/qd-gdl-practice.h asked on its state — the
 * legal moves, the facts the move adds and removes, the goal values.  The
 * board shows the question's state without its legal moves marked; the
 * list shows the game's moves (those of the start), not the state's.  The
 * answers are typed into the practice bar, or, for the legal moves, the
 * cells clicked and the list's rows activated.  The computer players wait
 * while the questions are asked. */
#include "config.h"
#include "qd-gdl-page-private.h"

#include <glib/gi18n.h>

#include "app/widgets/qd-practice-bar.h"
#include "problems/gdl/qd-gdl-practice.h"

/* The game on show and its moves, as the questions were made for them. */
static char *
practice_key (QdGdlPage *self)
{
  g_autofree char *moves = qd_gdl_page_moves_text (self);

  return g_strdup_printf ("%p\n%s", (gpointer) self->sheet, moves);
}

/* The questions on the moves played, unless they are made already. */
static void
make_questions (QdGdlPage *self)
{
  g_autofree char *key = practice_key (self);
  g_autoptr(GError) error = NULL;
  g_autofree char *why = NULL;
  QdPractice *practice;

  if (g_strcmp0 (key, self->practice_key) == 0)
    return;
  g_free (self->practice_key);
  self->practice_key = g_steal_pointer (&key);
  practice = qd_gdl_practice_new (self->sheet->game, NULL, (const guint32 *) self->moves->data, self->moves->len,
                                  &error);
  if (practice == NULL)
    why = g_strdup_printf (_("No questions on these moves: %s"), error->message);
  qd_practice_bar_set_practice (self->practice_bar, practice, why);
}

gboolean
qd_gdl_page_practice_show (QdGdlPage *self)
{
  const guint64 *state;
  g_autofree char *caption = NULL;
  guint step, plies;

  if (!self->practicing || self->sheet == NULL || self->state == NULL)
    return FALSE;
  make_questions (self);
  if (!qd_practice_bar_question_step (self->practice_bar, self->moves->len, &step) ||
      (state = qd_gdl_practice_state (qd_practice_bar_get_practice (self->practice_bar), step)) == NULL)
    return FALSE;
  /* Counted in plies: the roles that move together choose in one state. */
  plies = qd_gdl_practice_plies (qd_practice_bar_get_practice (self->practice_bar), step);
  caption = plies == 0 ? g_strdup (_("Practice: the state at the start."))
                       : g_strdup_printf (ngettext ("Practice: the state after %u move.",
                                                    "Practice: the state after %u moves.", plies), plies);
  qd_gdl_page_show_board (self, state, caption);
  g_free (self->notice);
  self->notice = g_strdup (_("The list shows the game’s moves: activate one, or click its cell, to add it to the "
                             "answer."));
  qd_gdl_page_show_moves (self, (const char *const *) self->start_moves, g_strv_length (self->start_moves));
  return TRUE;
}

/* A move of the list taken as (a part of) the answer: only a question on
 * moves or facts takes a name. */
static gboolean
take (QdGdlPage *self, const char *move)
{
  QdPractice *practice = self->practicing ? qd_practice_bar_get_practice (self->practice_bar) : NULL;
  const QdPracticeQuestion *q = practice != NULL ? qd_practice_current (practice) : NULL;

  if (q == NULL || q->kind == QD_PRACTICE_NUMBER)
    return self->practicing;
  qd_practice_bar_take_name (self->practice_bar, move);
  return TRUE;
}

gboolean
qd_gdl_page_practice_take_move (QdGdlPage *self, guint index)
{
  if (!self->practicing)
    return FALSE;
  return take (self, index < g_strv_length (self->start_moves) ? self->start_moves[index] : NULL);
}

/* A cell clicked: the move of the list that names it, when one does. */
gboolean
qd_gdl_page_practice_take_cell (QdGdlPage *self, guint cell)
{
  guint n = self->practicing ? g_strv_length (self->start_moves) : 0;
  g_autofree guint *matches = g_new (guint, n + 1);

  if (!self->practicing)
    return FALSE;
  if (self->board == NULL ||
      qd_gdl_board_moves_at (self->board, cell, (const char *const *) self->start_moves, n, matches) != 1)
    return TRUE;
  return take (self, self->start_moves[matches[0]]);
}

static void
practice_change_state (GSimpleAction *action, GVariant *state, gpointer page)
{
  QdGdlPage *self = page;

  /* The computer players wait while the questions are asked. */
  qd_gdl_players_stop (self);
  self->paused = TRUE;
  g_clear_pointer (&self->practice_key, g_free);
  self->practicing = qd_practice_bar_switch (self->practice_bar, action, state, GTK_WIDGET (self->board_view));
  g_clear_pointer (&self->notice, g_free);
  qd_gdl_page_refresh (self);
}

static void
on_question_changed (QdGdlPage *self)
{
  if (self->practicing && !self->updating)
    qd_gdl_page_refresh (self);
}

static const GActionEntry actions[] = {
  { .name = "practice", .state = "false", .change_state = practice_change_state },
};

void
qd_gdl_page_practice_init (QdGdlPage *self)
{
  qd_page_add_actions (QD_PAGE (self), actions, G_N_ELEMENTS (actions), self);
  g_signal_connect_swapped (self->practice_bar, "question-changed", G_CALLBACK (on_question_changed), self);
}
