/* qd-normalform-repeated.c — the repeated prisoner's dilemma tournament:
 * the rules for the repeated game, one match per pair, the table. */
#include "config.h"
#include "qd-normalform-repeated.h"
#include "core/qd-names.h"

#include <glib/gi18n.h>
#include <string.h>

/* ---- the rules */

static const char *const rule_names[QD_NORMALFORM_RULE_COUNT] = {
  [QD_NORMALFORM_RULE_TIT_FOR_TAT] = "tit-for-tat",
  [QD_NORMALFORM_RULE_ALWAYS_DEFECT] = "always-defect",
  [QD_NORMALFORM_RULE_ALWAYS_COOPERATE] = "always-cooperate",
  [QD_NORMALFORM_RULE_GRIM] = "grim",
  [QD_NORMALFORM_RULE_TIT_FOR_TWO_TATS] = "tit-for-two-tats",
  [QD_NORMALFORM_RULE_PAVLOV] = "pavlov",
  [QD_NORMALFORM_RULE_RANDOM] = "random",
};

static const char *const rule_labels[QD_NORMALFORM_RULE_COUNT] = {
  [QD_NORMALFORM_RULE_TIT_FOR_TAT] = N_("Tit for Tat"),
  [QD_NORMALFORM_RULE_ALWAYS_DEFECT] = N_("Always Defect"),
  [QD_NORMALFORM_RULE_ALWAYS_COOPERATE] = N_("Always Cooperate"),
  [QD_NORMALFORM_RULE_GRIM] = N_("Grim Trigger"),
  [QD_NORMALFORM_RULE_TIT_FOR_TWO_TATS] = N_("Tit for Two Tats"),
  [QD_NORMALFORM_RULE_PAVLOV] = N_("Pavlov (Win-Stay, Lose-Shift)"),
  [QD_NORMALFORM_RULE_RANDOM] = N_("Random"),
};

const char *
qd_normalform_rule_to_string (QdNormalformRule rule)
{
  g_return_val_if_fail (rule < QD_NORMALFORM_RULE_COUNT, NULL);
  return rule_names[rule];
}

gboolean
qd_normalform_rule_from_string (const char *name, QdNormalformRule *rule)
{
  return QD_NAMES_LOOKUP (rule_names, name, rule);
}

const char *
qd_normalform_rule_label (QdNormalformRule rule)
{
  g_return_val_if_fail (rule < QD_NORMALFORM_RULE_COUNT, NULL);
  return _(rule_labels[rule]);
}

char *
qd_normalform_rule_names (void)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < QD_NORMALFORM_RULE_COUNT; i++)
    g_string_append_printf (out, "%s%s", i == 0 ? "" : i + 1 == QD_NORMALFORM_RULE_COUNT ? _(" or ") : ", ",
                            rule_names[i]);
  return g_string_free (out, FALSE);
}

void
qd_normalform_tournament_options_init (QdNormalformTournamentOptions *options)
{
  *options = (QdNormalformTournamentOptions) { .rounds = 200, .continuation = 1, .seed = 1 };
  for (guint i = 0; i < QD_NORMALFORM_RULE_COUNT; i++)
    options->rules[options->n_rules++] = i;
}

/* What a player remembers of the match: its last move and the other's
 * last two (0 cooperate, 1 defect), whether the other ever defected. */
typedef struct {
  guint round;
  guint mine, theirs, theirs_before;
  gboolean betrayed;
} Memory;

/* The move of `rule` (0 cooperate, 1 defect) in the next round. */
static guint
rule_move (QdNormalformRule rule, const Memory *m, GRand *rand)
{
  switch (rule)
    {
    case QD_NORMALFORM_RULE_TIT_FOR_TAT:
      return m->round == 0 ? 0 : m->theirs;
    case QD_NORMALFORM_RULE_ALWAYS_DEFECT:
      return 1;
    case QD_NORMALFORM_RULE_ALWAYS_COOPERATE:
      return 0;
    case QD_NORMALFORM_RULE_GRIM:
      return m->betrayed;
    case QD_NORMALFORM_RULE_TIT_FOR_TWO_TATS:
      return m->round >= 2 && m->theirs == 1 && m->theirs_before == 1;
    case QD_NORMALFORM_RULE_PAVLOV:
      /* Win-stay, lose-shift: cooperate when both did the same last round. */
      return m->round == 0 ? 0 : m->mine != m->theirs;
    case QD_NORMALFORM_RULE_RANDOM:
      return g_rand_boolean (rand) ? 1 : 0;
    case QD_NORMALFORM_RULE_COUNT:
    default:
      g_return_val_if_reached (0);
    }
}

static void
remember (Memory *m, guint mine, guint theirs)
{
  m->round++;
  m->mine = mine;
  m->theirs_before = m->theirs;
  m->theirs = theirs;
  m->betrayed = m->betrayed || theirs == 1;
}

/* ---- the tournament */

QdNormalform *
qd_normalform_prisoners_dilemma (void)
{
  static const gint64 axelrod[4][2] = { { 3, 3 }, { 0, 5 }, { 5, 0 }, { 1, 1 } };
  QdNormalform *game = qd_normalform_new (2, (guint[]) { 2, 2 });

  game->title = g_strdup ("Prisoner's Dilemma");
  for (guint p = 0; p < 2; p++)
    {
      g_free (game->players[p].name);
      game->players[p].name = g_strdup (p == 0 ? "Row" : "Column");
      g_free (game->players[p].strategies[0]);
      g_free (game->players[p].strategies[1]);
      game->players[p].strategies[0] = g_strdup ("cooperate");
      game->players[p].strategies[1] = g_strdup ("defect");
    }
  for (guint k = 0; k < 4; k++)
    for (guint p = 0; p < 2; p++)
      game->payoffs[k * 2 + p] = qd_rational_int (axelrod[k][p]);
  return game;
}

gboolean
qd_normalform_tournament_check (const QdNormalform *game, GError **error)
{
  if (game->n_players == 2 && game->players[0].n_strategies == 2 && game->players[1].n_strategies == 2)
    return TRUE;
  g_set_error (error, QD_NORMALFORM_ERROR, QD_NORMALFORM_ERROR_UNSUPPORTED,
               _("the repeated game needs two players with two strategies each (cooperate first, defect second)"));
  return FALSE;
}

/* One match of rule a (first player) against rule b: their scores. */
static void
play_match (const QdNormalform *game, const QdNormalformTournamentOptions *o, guint i, guint j,
            QdNormalformTournament *r)
{
  guint32 seed[4] = { (guint32) o->seed, (guint32) (o->seed >> 32), i, j };
  g_autoptr(GRand) rand = g_rand_new_with_seed_array (seed, 4);
  Memory ma = { 0 }, mb = { 0 };
  QdRational sa = QD_RATIONAL_ZERO, sb = QD_RATIONAL_ZERO;
  guint round;

  for (round = 0; round < o->rounds; round++)
    {
      guint a = rule_move (o->rules[i], &ma, rand), b = rule_move (o->rules[j], &mb, rand);
      guint k = a * 2 + b;

      sa = qd_rational_add (sa, qd_normalform_payoff (game, k, 0), &r->overflow);
      sb = qd_rational_add (sb, qd_normalform_payoff (game, k, 1), &r->overflow);
      remember (&ma, a, b);
      remember (&mb, b, a);
      if (o->continuation < 1 && g_rand_double (rand) >= o->continuation)
        {
          round++;
          break;
        }
    }
  r->score[i * r->n + j] = sa;
  r->rounds[i * r->n + j] = round;
  if (i != j)
    {
      r->score[j * r->n + i] = sb;
      r->rounds[j * r->n + i] = round;
    }
}

static int
compare_totals (gconstpointer a, gconstpointer b, gpointer data)
{
  const QdNormalformTournament *r = data;
  int cmp = qd_rational_cmp (r->total[*(const guint *) b], r->total[*(const guint *) a]);

  return cmp != 0 ? cmp : (int) *(const guint *) a - (int) *(const guint *) b;
}

void
qd_normalform_tournament_run (const QdNormalform *game, const QdNormalformTournamentOptions *options,
                              QdNormalformTournament *result)
{
  memset (result, 0, sizeof *result);
  result->n = options->n_rules;
  memcpy (result->rules, options->rules, sizeof options->rules);
  for (guint i = 0; i < result->n; i++)
    for (guint j = i; j < result->n; j++)
      {
        if (options->stop != NULL && g_atomic_int_get (options->stop))
          {
            result->stopped = TRUE;
            return;
          }
        play_match (game, options, i, j, result);
      }
  for (guint i = 0; i < result->n; i++)
    {
      result->total[i] = QD_RATIONAL_ZERO;
      for (guint j = 0; j < result->n; j++)
        result->total[i] = qd_rational_add (result->total[i], result->score[i * result->n + j], &result->overflow);
      result->order[i] = i;
    }
  g_qsort_with_data (result->order, (gint) result->n, sizeof (guint), compare_totals, result);
}

char *
qd_normalform_tournament_format (const QdNormalformTournament *r)
{
  GString *out = g_string_new ("rank rule total\n");

  for (guint k = 0; k < r->n; k++)
    {
      guint i = r->order[k];
      g_autofree char *total = qd_rational_to_string (r->total[i]);

      g_string_append_printf (out, "%u %s %s\n", k + 1, qd_normalform_rule_to_string (r->rules[i]), total);
    }
  g_string_append (out, "scores (row against column [rounds])\n");
  for (guint i = 0; i < r->n; i++)
    {
      g_string_append (out, qd_normalform_rule_to_string (r->rules[i]));
      for (guint j = 0; j < r->n; j++)
        {
          g_autofree char *s = qd_rational_to_string (r->score[i * r->n + j]);

          g_string_append_printf (out, " %s[%u]", s, r->rounds[i * r->n + j]);
        }
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}
