/* qd-kinarow-players.c — the k-in-a-row tab's player rows: Quandary's
 * agents (the list's first items, in QdKinarowAgentKind's order), then the
 * registry's outside agents (app/qd-outside-players.h); under each side's
 * row, its depth (alpha-beta with a cutoff), its iterations (MCTS) or its
 * time a move (the engine). */
#include "config.h"
#include "qd-kinarow-page-private.h"

#include <glib/gi18n.h>

#define DEFAULT_DEPTH 4
#define DEFAULT_ITERATIONS 2000
#define DEFAULT_MS 1000

static void
on_lists_changed (gpointer data)
{
  qd_kinarow_players_sync (data);
}

void
qd_kinarow_players_init (QdKinarowPage *self)
{
  self->players = qd_outside_players_new ("kinarow", _("K in a Row"), QD_KINAROW_AGENT_OUTSIDE, on_lists_changed,
                                          self);
  qd_outside_players_set_side_names (self->players, _("X (player 1)"), _("O (player 2)"));
  qd_outside_players_add_list (self->players, self->agents_model);
  qd_outside_players_add_log_row (self->players, GTK_WIDGET (self->player_rows[1]));
}

/* The strength row of each kind that has one: its title, subtitle, range
 * and steps. */
typedef struct {
  QdKinarowAgentKind kind;
  const char *title;
  const char *subtitle;
  double lower, upper, step, page;
} Strength;

static const Strength strengths[] = {
  { QD_KINAROW_AGENT_HEURISTIC, N_("Depth"), N_("Plies before the evaluation"), 1, QD_KINAROW_MAX_DEPTH, 1, 2 },
  { QD_KINAROW_AGENT_MCTS, N_("Iterations"), N_("Playouts before each move"), 10, 1000000, 100, 1000 },
  { QD_KINAROW_AGENT_ENGINE, N_("Milliseconds a Move"), N_("The engine deepens until the time is up"), 10,
    QD_KINAROW_ENGINE_MAX_MS, 100, 1000 },
};

/* The row of `side` for an agent of `kind` at `value`, shown only for the
 * kinds that have one. */
static void
show_strength (QdKinarowPage *self, guint side, QdKinarowAgentKind kind, double value)
{
  const Strength *s = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (strengths); i++)
    if (strengths[i].kind == kind)
      s = &strengths[i];
  gtk_widget_set_visible (GTK_WIDGET (self->strength_rows[side]), s != NULL);
  if (s == NULL)
    return;
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->strength_rows[side]), _(s->title));
  adw_action_row_set_subtitle (self->strength_rows[side], _(s->subtitle));
  gtk_spin_button_set_range (self->strength_spins[side], s->lower, s->upper);
  gtk_spin_button_set_increments (self->strength_spins[side], s->step, s->page);
  gtk_spin_button_set_value (self->strength_spins[side], value);
}

void
qd_kinarow_players_sync (QdKinarowPage *self)
{
  gboolean was = self->updating;

  if (self->game == NULL)
    return;
  self->updating = TRUE;
  for (guint side = 0; side < 2; side++)
    {
      const char *spec = self->game->agents[side];
      QdKinarowAgent agent = qd_kinarow_page_agent (self, side);
      guint index = agent.kind == QD_KINAROW_AGENT_OUTSIDE ? qd_outside_players_index (self->players, spec)
                                                           : (guint) agent.kind;

      adw_combo_row_set_selected (self->player_rows[side], index);
      show_strength (self, side, agent.kind,
                     agent.kind == QD_KINAROW_AGENT_MCTS ? (double) agent.mcts.iterations
                     : agent.kind == QD_KINAROW_AGENT_ENGINE ? (double) agent.time_ms : (double) agent.depth);
    }
  self->updating = was;
}

char *
qd_kinarow_players_spec (QdKinarowPage *self, guint side)
{
  guint index = adw_combo_row_get_selected (self->player_rows[side]);
  const char *outside = qd_outside_players_spec (self->players, index);
  guint value = (guint) gtk_spin_button_get_value_as_int (self->strength_spins[side]);
  QdKinarowAgent before = qd_kinarow_page_agent (self, side);

  if (outside != NULL)
    return g_strdup (outside);
  /* A kind chosen anew starts at its own default, not the other's number. */
  if ((QdKinarowAgentKind) index != before.kind)
    value = index == QD_KINAROW_AGENT_MCTS ? DEFAULT_ITERATIONS : index == QD_KINAROW_AGENT_ENGINE ? DEFAULT_MS
                                                                                                   : DEFAULT_DEPTH;
  switch (index)
    {
    case QD_KINAROW_AGENT_HEURISTIC:
      return g_strdup_printf ("alphabeta:%u", CLAMP (value, 1, QD_KINAROW_MAX_DEPTH));
    case QD_KINAROW_AGENT_MCTS:
      return g_strdup_printf ("mcts:%u", MAX (value, 1));
    case QD_KINAROW_AGENT_ENGINE:
      return g_strdup_printf ("engine:%u", CLAMP (value, 1, QD_KINAROW_ENGINE_MAX_MS));
    default:
      {
        QdKinarowAgent agent = { MIN (index, QD_KINAROW_AGENT_OUTSIDE - 1) };

        return qd_kinarow_agent_to_string (&agent);
      }
    }
}

QdAgent *
qd_kinarow_players_outside (QdKinarowPage *self, guint side, GError **error)
{
  return qd_outside_players_open (self->players, side, self->game->agents[side], error);
}
