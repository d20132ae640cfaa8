/* qd-gdl-page-players.c — the General Games tab's Players group: a row
 * per role of the game on show (2 to QD_GDL_MAX_ROLES, titled by the
 * role's name), each with its own player (a person or one of Quandary's
 * agents, problems/gdl/qd-gdl-agent.h) and that player's depth, iterations
 * or thinking time, as `quandary-cli gdl --p1 … --p8` takes them.
 *
 * Monte Carlo tree search counts iterations where the game is grounded
 * (thousands of random games a second: 2,000 iterations in a second or
 * less), and seconds a move where it is evaluated without grounding
 * (chess: 8 random games a second, 2,000 iterations four minutes).
 *
 * Two roles taking turns are offered alpha-beta with a cutoff; a game whose
 * roles move together, or of more than two roles, paranoid search and
 * max-n in its place (the names of `quandary-cli gdl --help`), its Monte
 * Carlo tree search being decoupled UCT.  The rows of every role are made
 * once and shown for the roles the game has, so that a choice stays when
 * the rules are edited. */
#include "config.h"
#include "qd-gdl-page-private.h"

#include <glib/gi18n.h>

#include "problems/gdl/qd-gdl-agent.h"
#include "problems/gdl/qd-gdl-pool.h"

/* What a player's strength row counts: nothing, a search's depth, MCTS's
 * iterations or its seconds a move. */
enum { UNIT_NONE, UNIT_DEPTH, UNIT_ITERATIONS, UNIT_SECONDS };

#define MAX_THINKING_SECONDS 600

/* The players' names, by kind (QdGdlPlayerKind). */
static const char *const kind_names[QD_GDL_N_PLAYER_KINDS] = {
  [QD_GDL_PLAYER_HUMAN] = N_("Human"),
  [QD_GDL_PLAYER_RANDOM] = N_("Random Moves"),
  [QD_GDL_PLAYER_ALPHABETA] = N_("Alpha-Beta with a Cutoff"),
  [QD_GDL_PLAYER_MCTS] = N_("Monte Carlo Tree Search"),
  [QD_GDL_PLAYER_PARANOID] = N_("Paranoid Search with a Cutoff"),
  [QD_GDL_PLAYER_MAXN] = N_("Max-n with a Cutoff"),
};

/* The lists a row offers, in their order: two roles taking turns, and the
 * others. */
static const QdGdlPlayerKind two_kinds[] = {
  QD_GDL_PLAYER_HUMAN, QD_GDL_PLAYER_RANDOM, QD_GDL_PLAYER_ALPHABETA, QD_GDL_PLAYER_MCTS,
};
static const QdGdlPlayerKind multi_kinds[] = {
  QD_GDL_PLAYER_HUMAN, QD_GDL_PLAYER_RANDOM, QD_GDL_PLAYER_PARANOID, QD_GDL_PLAYER_MAXN, QD_GDL_PLAYER_MCTS,
};

static const QdGdlPlayerKind *
kinds_offered (QdGdlPage *self, guint *n)
{
  *n = self->players_multi ? G_N_ELEMENTS (multi_kinds) : G_N_ELEMENTS (two_kinds);
  return self->players_multi ? multi_kinds : two_kinds;
}

static QdGdlPlayerKind
row_kind (QdGdlPage *self, guint role)
{
  guint n, at = adw_combo_row_get_selected (self->players[role].choice);
  const QdGdlPlayerKind *kinds = kinds_offered (self, &n);

  return at < n ? kinds[at] : QD_GDL_PLAYER_HUMAN;
}

/* The place of `kind` in the list offered, or of its nearest: alpha-beta
 * and paranoid search stand for each other, max-n for alpha-beta. */
static guint
kind_place (QdGdlPage *self, QdGdlPlayerKind kind)
{
  guint n;
  const QdGdlPlayerKind *kinds = kinds_offered (self, &n);

  if (self->players_multi && kind == QD_GDL_PLAYER_ALPHABETA)
    kind = QD_GDL_PLAYER_PARANOID;
  else if (!self->players_multi && (kind == QD_GDL_PLAYER_PARANOID || kind == QD_GDL_PLAYER_MAXN))
    kind = QD_GDL_PLAYER_ALPHABETA;
  for (guint i = 0; i < n; i++)
    if (kinds[i] == kind)
      return i;
  return 0;
}

char *
qd_gdl_players_spec (QdGdlPage *self, guint role)
{
  QdGdlPlayerKind kind = row_kind (self, role);
  gint strength = gtk_spin_button_get_value_as_int (self->players[role].spin);
  gint depth = CLAMP (strength, 1, QD_GDL_AGENT_MAX_DEPTH);

  switch (kind)
    {
    case QD_GDL_PLAYER_RANDOM: return g_strdup ("random");
    case QD_GDL_PLAYER_ALPHABETA: return g_strdup_printf ("alphabeta:%d", depth);
    case QD_GDL_PLAYER_PARANOID: return g_strdup_printf ("paranoid:%d", depth);
    case QD_GDL_PLAYER_MAXN: return g_strdup_printf ("maxn:%d", depth);
    case QD_GDL_PLAYER_MCTS:
      if (self->players[role].unit == UNIT_SECONDS)
        return g_strdup_printf ("mcts:ms=%d", CLAMP (strength, 1, MAX_THINKING_SECONDS) * 1000);
      return g_strdup_printf ("mcts:%d", MAX (strength, 10));
    default: return g_strdup ("human");
    }
}

gboolean
qd_gdl_players_is_human (QdGdlPage *self, guint role)
{
  return qd_gdl_game_n_roles (self->sheet->game) == 1 || row_kind (self, role) == QD_GDL_PLAYER_HUMAN;
}

static guint
unit_of (QdGdlPage *self, QdGdlPlayerKind kind)
{
  switch (kind)
    {
    case QD_GDL_PLAYER_ALPHABETA:
    case QD_GDL_PLAYER_PARANOID:
    case QD_GDL_PLAYER_MAXN: return UNIT_DEPTH;
    case QD_GDL_PLAYER_MCTS:
      return self->sheet == NULL || qd_gdl_game_is_grounded (self->sheet->game) ? UNIT_ITERATIONS : UNIT_SECONDS;
    default: return UNIT_NONE;
    }
}

/* The strength row of `role` for its player, shown for a search; its
 * range set when it counts something else than it did (a depth stays
 * from alpha-beta to max-n). */
static void
fit_strength (QdGdlPage *self, guint role)
{
  QdGdlPlayerRow *row = &self->players[role];
  guint unit = unit_of (self, row_kind (self, role));
  GtkAdjustment *adjustment = gtk_spin_button_get_adjustment (row->spin);
  AdwPreferencesRow *strength = ADW_PREFERENCES_ROW (row->strength);

  gtk_widget_set_visible (GTK_WIDGET (strength), row->shown && unit != UNIT_NONE);
  if (unit == UNIT_NONE || unit == row->unit)
    return;
  row->unit = unit;
  if (unit == UNIT_ITERATIONS)
    {
      adw_preferences_row_set_title (strength, _("Iterations"));
      adw_action_row_set_subtitle (row->strength, NULL);
      gtk_adjustment_configure (adjustment, 2000, 100, 100000, 100, 1000, 0);
    }
  else if (unit == UNIT_SECONDS)
    {
      adw_preferences_row_set_title (strength, _("Thinking Time"));
      adw_action_row_set_subtitle (row->strength, _("Seconds a move: this game is evaluated without grounding"));
      gtk_adjustment_configure (adjustment, QD_GDL_THINKING_SECONDS, 1, MAX_THINKING_SECONDS, 1, 10, 0);
    }
  else
    {
      adw_preferences_row_set_title (strength, _("Depth"));
      adw_action_row_set_subtitle (row->strength, _("Plies before the evaluation"));
      gtk_adjustment_configure (adjustment, 3, 1, 12, 1, 2, 0);
    }
}

static void
on_player_changed (QdGdlPage *self)
{
  if (self->updating)
    return;
  self->updating = TRUE;
  for (guint role = 0; role < QD_GDL_MAX_ROLES; role++)
    fit_strength (self, role);
  self->updating = FALSE;
  self->paused = FALSE;
  qd_gdl_players_continue (self);
  qd_gdl_page_refresh (self);
}

/* The row titled `name`, its depth, iterations or thinking time named
 * after it. */
static void
name_row (QdGdlPlayerRow *row, const char *name)
{
  g_autofree char *label = g_strdup_printf (_("%s’s depth, iterations or thinking time"), name);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row->choice), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row->spin), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* The rows name the roles of the game on show and offer its players; a
 * puzzle, whose one role is the person's, hides them with Play and Stop. */
void
qd_gdl_players_sync (QdGdlPage *self)
{
  QdGdlGame *game = self->sheet->game;
  guint n = qd_gdl_game_n_roles (game);
  gboolean two = n >= 2, multi = !qd_gdl_agent_takes_turns (game);
  gboolean was_updating = self->updating;

  gtk_widget_set_visible (self->players_group, two);
  gtk_widget_set_visible (self->play_box, two);
  /* MCTS step by step: UCT's for two roles taking turns, else decoupled UCT's. */
  gtk_widget_set_visible (self->step_button, two);
  self->updating = TRUE;
  if (multi != self->players_multi)
    {
      QdGdlPlayerKind kinds[QD_GDL_MAX_ROLES];

      for (guint role = 0; role < QD_GDL_MAX_ROLES; role++)
        kinds[role] = row_kind (self, role);
      self->players_multi = multi;
      for (guint role = 0; role < QD_GDL_MAX_ROLES; role++)
        {
          adw_combo_row_set_model (self->players[role].choice, G_LIST_MODEL (multi ? self->multi_agents
                                                                                   : self->two_agents));
          adw_combo_row_set_selected (self->players[role].choice, kind_place (self, kinds[role]));
        }
    }
  for (guint role = 0; role < QD_GDL_MAX_ROLES; role++)
    {
      QdGdlPlayerRow *row = &self->players[role];

      row->shown = two && role < n;
      gtk_widget_set_visible (GTK_WIDGET (row->choice), row->shown);
      if (row->shown)
        name_row (row, qd_gdl_game_role_name (game, role));
      fit_strength (self, role);
    }
  self->updating = was_updating;
}

void
qd_gdl_page_set_player (QdGdlPage *self, guint role, guint kind, gint strength)
{
  g_return_if_fail (role < qd_gdl_game_n_roles (self->sheet->game) && kind < QD_GDL_N_PLAYER_KINDS);
  adw_combo_row_set_selected (self->players[role].choice, kind_place (self, kind));
  if (strength > 0)
    gtk_spin_button_set_value (self->players[role].spin, strength);
}

/* A row of the list `kinds`. */
static GtkStringList *
agents_list (const QdGdlPlayerKind *kinds, guint n)
{
  GtkStringList *list = gtk_string_list_new (NULL);

  for (guint i = 0; i < n; i++)
    gtk_string_list_append (list, _(kind_names[kinds[i]]));
  return list;
}

void
qd_gdl_players_init (QdGdlPage *self)
{
  self->pool = qd_gdl_pool_new ();
  self->two_agents = agents_list (two_kinds, G_N_ELEMENTS (two_kinds));
  self->multi_agents = agents_list (multi_kinds, G_N_ELEMENTS (multi_kinds));
  for (guint role = 0; role < QD_GDL_MAX_ROLES; role++)
    {
      QdGdlPlayerRow *row = &self->players[role];

      row->choice = ADW_COMBO_ROW (adw_combo_row_new ());
      adw_combo_row_set_model (row->choice, G_LIST_MODEL (self->two_agents));
      /* The first role a person, the others the computer. */
      adw_combo_row_set_selected (row->choice, kind_place (self, role == 0 ? QD_GDL_PLAYER_HUMAN
                                                                            : QD_GDL_PLAYER_MCTS));
      /* data-text: titled by the role's name in the rules. */
      gtk_widget_add_css_class (GTK_WIDGET (row->choice), "data-text");
      row->spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, 12, 1));
      gtk_widget_set_valign (GTK_WIDGET (row->spin), GTK_ALIGN_CENTER);
      gtk_spin_button_set_numeric (row->spin, TRUE);
      row->strength = ADW_ACTION_ROW (adw_action_row_new ());
      adw_action_row_add_suffix (row->strength, GTK_WIDGET (row->spin));
      adw_action_row_set_activatable_widget (row->strength, GTK_WIDGET (row->spin));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->players_group), GTK_WIDGET (row->choice));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->players_group), GTK_WIDGET (row->strength));
      row->unit = UNIT_NONE;
      {
        /* Named before a game names it. */
        g_autofree char *name = g_strdup_printf (_("Role %u"), role + 1);

        name_row (row, name);
      }
      row->shown = role < 2;
      fit_strength (self, role);
      g_signal_connect_swapped (row->choice, "notify::selected", G_CALLBACK (on_player_changed), self);
      g_signal_connect_swapped (row->spin, "value-changed", G_CALLBACK (on_player_changed), self);
    }
}

void
qd_gdl_players_dispose (QdGdlPage *self)
{
  g_clear_pointer (&self->pool, qd_gdl_pool_unref);
  g_clear_object (&self->two_agents);
  g_clear_object (&self->multi_agents);
}
