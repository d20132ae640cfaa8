/* qd-mdp-page-practice.c — the Plan mode's practice (core/qd-practice.h):
 * "What is V_2 of (2, 2)?" for the start and two more open cells, k = 1, 2,
 * 3, each asked while the board shows V_(k-1), and checked to 4 decimals
 * against value iteration's own sweeps (core/qd-markov.h).  Practising
 * plans by value iteration: the questions are its V_k. */
#include "config.h"
#include "qd-mdp-page-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "app/widgets/qd-practice-bar.h"

/* The iterations asked about, and the cells. */
#define PRACTICE_SWEEPS 3
#define PRACTICE_CELLS 3

/* Answers are numbers only: no name to read. */
static char *
no_names (const char *typed, gpointer data)
{
  return NULL;
}

/* The start, then the open cells of the largest and the smallest V_3 (the
 * ones the terminals reach first): up to PRACTICE_CELLS states. */
static guint
choose_states (QdMdpPage *self, const double *v3, guint *states)
{
  const QdMdpEngine *e = self->engine;
  const QdMdpWorld *world = self->world;
  guint n = 0, high = G_MAXUINT, low = G_MAXUINT;

  if (world->start_x >= 0 && e->state_of[qd_mdp_world_index (world, world->start_x, world->start_y)] >= 0 &&
      world->kind[qd_mdp_world_index (world, world->start_x, world->start_y)] == QD_MDP_OPEN)
    states[n++] = (guint) e->state_of[qd_mdp_world_index (world, world->start_x, world->start_y)];
  for (guint s = 0; s + 1 < e->n_states; s++)
    {
      if (world->kind[e->cell_of[s]] != QD_MDP_OPEN || (n > 0 && s == states[0]))
        continue;
      if (high == G_MAXUINT || v3[s] > v3[high])
        high = s;
      if (low == G_MAXUINT || v3[s] < v3[low])
        low = s;
    }
  if (high != G_MAXUINT)
    states[n++] = high;
  if (low != G_MAXUINT && low != high && n < PRACTICE_CELLS)
    states[n++] = low;
  return n;
}

static void
add_question (QdMdpPage *self, QdPractice *practice, guint k, guint state, const double *before, double value)
{
  const QdMdpEngine *e = self->engine;
  g_autofree char *cell = qd_mdp_page_cell_name (self, e->cell_of[state]);
  g_autofree char *text = g_strdup_printf (_("What is V%u of %s?"), k, cell);
  char best_text[64];
  double best = 0;
  guint action = qd_markov_best_action (e->model, e->gamma, before, state, &best);
  g_autofree char *why = NULL;
  g_autofree char *hint = g_strdup_printf (_("V%u is on the board: for each move add up, over where it may lead, "
                                             "the chance times (the reward + γ × V%u there); take the best."), k - 1,
                                           k - 1);

  qd_mdp_render_format_value (best, best_text, sizeof best_text);
  why = g_strdup_printf (_("The best move from %s is %s: V%u = %s."), cell,
                         qd_mdp_action_to_string (e->model->action_label[action]), k, best_text);
  qd_practice_add_number_within (practice, QD_PRACTICE_LEVEL_END, k - 1, text, value, 0.00005, why, hint);
}

static QdPractice *
practice_new (QdMdpPage *self)
{
  const QdMdpEngine *e = self->engine;
  QdPractice *practice = qd_practice_new (no_names, NULL, NULL);
  g_autofree double *v = g_new0 (double, (gsize) e->n_states * (PRACTICE_SWEEPS + 1));
  guint states[PRACTICE_CELLS], n;

  for (guint k = 1; k <= PRACTICE_SWEEPS; k++)
    qd_markov_sweep (e->model, e->gamma, v + (gsize) (k - 1) * e->n_states, v + (gsize) k * e->n_states);
  n = choose_states (self, v + (gsize) PRACTICE_SWEEPS * e->n_states, states);
  for (guint k = 1; k <= PRACTICE_SWEEPS; k++)
    for (guint i = 0; i < n; i++)
      add_question (self, practice, k, states[i], v + (gsize) (k - 1) * e->n_states,
                    v[(gsize) k * e->n_states + states[i]]);
  qd_practice_set_note (practice, _("The questions follow value iteration from V0 = 0, to 4 decimals."));
  return practice;
}

/* Practice on the world as it is now (or none left to ask). */
void
qd_mdp_practice_sync (QdMdpPage *self)
{
  if (!self->practicing)
    return;
  if (self->engine == NULL)
    {
      qd_practice_bar_set_practice (self->practice_bar, NULL, _("This world cannot be planned."));
      return;
    }
  /* The questions are value iteration's. */
  adw_combo_row_set_selected (self->algorithm_row, QD_MDP_PLAN_VALUE_ITERATION);
  qd_practice_bar_set_practice (self->practice_bar, practice_new (self), NULL);
}

static void
on_question_changed (QdPracticeBar *bar, QdMdpPage *self)
{
  guint step;

  if (self->engine != NULL && qd_practice_bar_question_step (bar, PRACTICE_SWEEPS, &step))
    qd_mdp_plan_go_to_iteration (self, step);
}

static void
practice_change_state (GSimpleAction *action, GVariant *state, gpointer page)
{
  QdMdpPage *self = page;

  self->practicing = qd_practice_bar_switch (self->practice_bar, action, state, GTK_WIDGET (self->board_pane));
  qd_mdp_practice_sync (self);
}

static const GActionEntry actions[] = {
  { "practice", NULL, NULL, "false", practice_change_state },
};

void
qd_mdp_practice_init (QdMdpPage *self)
{
  qd_page_add_actions (QD_PAGE (self), actions, G_N_ELEMENTS (actions), self);
  g_signal_connect (self->practice_bar, "question-changed", G_CALLBACK (on_question_changed), self);
}
