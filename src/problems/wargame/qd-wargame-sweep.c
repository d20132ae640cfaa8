/* qd-wargame-sweep.c — the matchups and the rule comparison as sweeps: their
 * runs, settings line, raw rows and merge. */
#include "config.h"
#include "qd-wargame-sweep.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-sweep-pool.h"
#include "core/qd-text.h"

const char *const qd_wargame_sweep_raw_columns[] = {
  "run", "key", "blue_score", "green_score", "blue_nodes", "green_nodes", "blue_time_us", "green_time_us", "log", NULL
};
#define N_FIELDS 7   /* after run and key */

static const QdWargameRuleSet compared[] = {
  QD_WARGAME_RULES_CLASSIC, QD_WARGAME_RULES_BATTLE, QD_WARGAME_RULES_DUEL, QD_WARGAME_RULES_ATTRITION,
  QD_WARGAME_RULES_CLASSIC,
};
#define N_MATCHUPS 4

QdWargameSweep *
qd_wargame_sweep_new (const QdWargameSweepConfig *config)
{
  QdWargameSweep *sweep = g_new0 (QdWargameSweep, 1);

  sweep->config = *config;
  sweep->config.outside = g_strdup (config->outside);
  sweep->total = config->mode == QD_WARGAME_SWEEP_MATCHUPS ? N_MATCHUPS : G_N_ELEMENTS (compared);
  sweep->results = g_new0 (QdWargameMatchResult *, sweep->total);
  return sweep;
}

void
qd_wargame_sweep_free (QdWargameSweep *sweep)
{
  if (sweep == NULL)
    return;
  for (guint k = 0; k < sweep->total; k++)
    qd_wargame_match_result_free (sweep->results[k]);
  g_free (sweep->results);
  g_free (sweep->config.outside);
  g_free (sweep);
}

/* The outside agent's spec in a game (its processes are started by
 * qd_wargame_sweep_play). */
static void
set_outside (const QdWargameSweepConfig *c, QdWargameAgentSpec *spec)
{
  memset (spec, 0, sizeof *spec);
  spec->kind = QD_WARGAME_AGENT_OUTSIDE;
  spec->outside_text = c->outside;
}

/* A result's outside agent as its own text, not the sweep's (a result may
 * outlive its sweep). */
static void
keep_outside_text (QdWargameMatchResult *r, guint p)
{
  r->outside_texts[p] = g_strdup (r->agents[p].outside_text);
  r->agents[p].outside = NULL;
  r->agents[p].outside_text = NULL;
}

/* Run k's rules (a new reference) and agents. */
static QdWargameRules *
run_game (const QdWargameSweepConfig *c, guint64 k, QdWargameAgentSpec agents[2])
{
  if (c->mode == QD_WARGAME_SWEEP_MATCHUPS)
    {
      /* minimax vs minimax, alpha-beta vs alpha-beta, minimax vs alpha-beta, alpha-beta vs minimax;
       * with an outside agent X: X vs minimax, X vs alpha-beta, minimax vs X, alpha-beta vs X */
      static const gboolean alphabeta[N_MATCHUPS][2] = { { 0, 0 }, { 1, 1 }, { 0, 1 }, { 1, 0 } };
      static const gboolean outside_alphabeta[N_MATCHUPS] = { 0, 1, 0, 1 };

      for (guint p = 0; p < 2; p++)
        {
          gboolean is_alphabeta = c->outside != NULL ? outside_alphabeta[k] : alphabeta[k][p];

          memset (&agents[p], 0, sizeof agents[p]);
          agents[p].kind = is_alphabeta ? QD_WARGAME_AGENT_ALPHABETA : QD_WARGAME_AGENT_MINIMAX;
          agents[p].depth = is_alphabeta ? c->alphabeta_depth : c->minimax_depth;
        }
      if (c->outside != NULL)
        set_outside (c, &agents[k < 2 ? 0 : 1]);
      return qd_wargame_rules_new (&c->board, c->set, c->attrition, c->coin);
    }
  agents[0] = agents[1] = c->agent;
  if (c->outside != NULL)
    {
      set_outside (c, &agents[0]);
      set_outside (c, &agents[1]);
    }
  return qd_wargame_rules_new (&c->board, compared[k], c->attrition, k + 1 == G_N_ELEMENTS (compared) ? c->coin : 1.0);
}

char *
qd_wargame_sweep_run_key (const QdWargameSweep *sweep, guint64 index)
{
  QdWargameAgentSpec agents[2];
  QdWargameRules *rules = run_game (&sweep->config, index, agents);
  char *key;

  if (sweep->config.mode == QD_WARGAME_SWEEP_COMPARE)
    key = qd_wargame_rules_describe (rules);
  else
    {
      g_autofree char *a = qd_wargame_agent_spec_to_string (&agents[0]);
      g_autofree char *b = qd_wargame_agent_spec_to_string (&agents[1]);

      key = g_strdup_printf ("%s vs %s", a, b);
    }
  qd_wargame_rules_unref (rules);
  return key;
}

QdWargameMatchResult *
qd_wargame_sweep_play (QdWargameSweep *sweep, guint64 index, const QdWargameMatchSetup *base)
{
  QdWargameMatchSetup setup = *base;
  QdWargameRules *rules;
  QdWargameMatchResult *r;

  g_return_val_if_fail (index < sweep->total, NULL);
  g_return_val_if_fail (sweep->config.outside == NULL || sweep->config.outside_config != NULL, NULL);
  rules = run_game (&sweep->config, index, setup.agents);
  setup.seed = sweep->config.seed;
  /* Each game its own processes of an outside agent, ended with it. */
  for (guint p = 0; p < 2; p++)
    if (setup.agents[p].kind == QD_WARGAME_AGENT_OUTSIDE)
      setup.agents[p].outside = qd_agent_new (sweep->config.outside_config);
  r = qd_wargame_match_play (rules, &setup);
  for (guint p = 0; p < 2; p++)
    if (setup.agents[p].outside != NULL)
      {
        qd_agent_free (setup.agents[p].outside);
        keep_outside_text (r, p);
      }
  qd_wargame_rules_unref (rules);
  g_free (r->label);
  r->label = qd_wargame_sweep_run_key (sweep, index);
  qd_wargame_match_result_free (sweep->results[index]);
  sweep->results[index] = r;
  return r;
}

typedef struct {
  QdWargameSweep *sweep;
  const QdWargameMatchSetup *base;
  QdWargameSweepFunc func;
  gpointer user_data;
} Runs;

/* Run k (QdSweepRunFunc): its game, with the run's own progress block. */
static gboolean
play_run (gpointer data, guint64 k, gpointer result, const gint *stop, QdProgress *progress, GError **error)
{
  Runs *runs = data;
  QdWargameMatchSetup setup = *runs->base;

  setup.progress = runs->base->progress != NULL ? progress : NULL;
  *(QdWargameMatchResult **) result = qd_wargame_sweep_play (runs->sweep, k, &setup);
  return TRUE;
}

static void
deliver (gpointer data, guint64 k, gpointer result)
{
  Runs *runs = data;

  if (runs->func != NULL)
    runs->func (runs->user_data, k, *(QdWargameMatchResult **) result);
}

gboolean
qd_wargame_sweep_play_runs (QdWargameSweep *sweep, const gboolean *selected, const QdWargameMatchSetup *base,
                            guint threads, gboolean lower_priority, QdWargameSweepFunc func, gpointer user_data)
{
  g_autoptr(GArray) indexes = g_array_new (FALSE, FALSE, sizeof (guint64));
  QdSweepPoolOptions options = { threads, lower_priority, sizeof (QdWargameMatchResult *), NULL };
  Runs runs = { sweep, base, func, user_data };

  /* The callbacks are called on the thread of the game. */
  g_return_val_if_fail (threads <= 1 || (base->ask_human == NULL && base->moved == NULL && base->tree == NULL),
                        FALSE);
  for (guint64 k = 0; k < sweep->total; k++)
    if (selected == NULL || selected[k])
      g_array_append_val (indexes, k);
  return qd_sweep_pool_run (&options, (const guint64 *) indexes->data, indexes->len, play_run, &runs, deliver, &runs,
                            base->stop, base->progress, NULL);
}

GPtrArray *
qd_wargame_sweep_results (const QdWargameSweep *sweep)
{
  GPtrArray *results = g_ptr_array_new ();

  for (guint k = 0; k < sweep->total; k++)
    if (sweep->results[k] != NULL)
      g_ptr_array_add (results, sweep->results[k]);
  return results;
}

/* --------------------------------------------------------------- settings */

/* "66,76,28/31,39,50/…": rows separated by '/'. */
static char *
board_text (const QdWargameBoard *board)
{
  GString *s = g_string_new (NULL);

  for (guint sq = 0; sq < qd_wargame_board_n_squares (board); sq++)
    g_string_append_printf (s, "%s%d", sq == 0 ? "" : sq % board->size == 0 ? "/" : ",", board->values[sq]);
  return g_string_free (s, FALSE);
}

char *
qd_wargame_sweep_settings (const QdWargameSweepConfig *c)
{
  g_autofree char *board = board_text (&c->board);
  g_autofree char *attrition = qd_sweep_format_double (c->attrition);
  g_autofree char *coin = qd_sweep_format_double (c->coin);
  g_autofree char *agent = c->outside != NULL ? g_strdup ("outside") : qd_wargame_agent_spec_to_string (&c->agent);
  g_autofree char *outside = c->outside != NULL ? qd_sweep_format_text (c->outside) : NULL;
  g_autofree char *outside_word = outside != NULL ? g_strconcat (" outside=", outside, NULL) : g_strdup ("");

  if (c->mode == QD_WARGAME_SWEEP_MATCHUPS)
    return g_strdup_printf ("mode=matchups board=%s rules=%s attrition=%s coin=%s minimax-depth=%u "
                            "alphabeta-depth=%u seed=%" G_GUINT64_FORMAT "%s",
                            board, qd_wargame_rule_set_to_string (c->set), attrition, coin, c->minimax_depth,
                            c->alphabeta_depth, c->seed, outside_word);
  return g_strdup_printf ("mode=compare board=%s agent=%s attrition=%s coin=%s seed=%" G_GUINT64_FORMAT "%s", board,
                          agent, attrition, coin, c->seed, outside_word);
}

static const char *const matchups_names[] = {
  "mode", "board", "rules", "attrition", "coin", "minimax-depth", "alphabeta-depth", "seed", "outside", NULL
};
static const char *const compare_names[] = { "mode", "board", "agent", "attrition", "coin", "seed", "outside", NULL };
#define MAX_NAMES 9

static gboolean
parse_depth (const char *text, guint *depth)
{
  guint64 d;

  if (!g_ascii_string_to_unsigned (text, 10, 1, 64, &d, NULL))
    return FALSE;
  *depth = (guint) d;
  return TRUE;
}

static gboolean
parse_board (const char *text, QdWargameBoard *board)
{
  g_autofree char *lines = g_strdup (text);
  g_autoptr(QdWargameBoard) parsed = NULL;

  g_strdelimit (lines, "/", '\n');
  g_strdelimit (lines, ",", ' ');
  parsed = qd_wargame_board_parse (lines, -1, NULL);
  if (parsed != NULL)
    *board = *parsed;
  return parsed != NULL;
}

/* The values of the mode's names into c; FALSE when one is wrong. */
static gboolean
parse_values (QdWargameSweepConfig *c, char **v)
{
  gboolean matchups = c->mode == QD_WARGAME_SWEEP_MATCHUPS;
  double *coin = &c->coin;

  if (!parse_board (v[1], &c->board) || !qd_sweep_parse_double (v[3], &c->attrition) || c->attrition < 0 ||
      c->attrition >= 1 || !qd_sweep_parse_double (v[4], coin) || *coin < 0 || *coin > 1 ||
      !g_ascii_string_to_unsigned (v[matchups ? 7 : 5], 10, 0, G_MAXUINT64, &c->seed, NULL))
    return FALSE;
  if (matchups)
    return qd_wargame_rule_set_from_string (v[2], &c->set) && parse_depth (v[5], &c->minimax_depth) &&
           parse_depth (v[6], &c->alphabeta_depth);
  if (c->outside != NULL)
    return g_str_equal (v[2], "outside");
  return qd_wargame_agent_spec_parse (v[2], &c->agent, NULL) && c->agent.kind != QD_WARGAME_AGENT_HUMAN;
}

/* The names of the mode's settings, "outside" last; without an outside
 * agent, that one is left out. */
static const char *const *
settings_names (QdWargameSweepMode mode, gboolean outside, const char **names)
{
  const char *const *all = mode == QD_WARGAME_SWEEP_MATCHUPS ? matchups_names : compare_names;
  guint n = 0;

  for (; all[n] != NULL; n++)
    names[n] = all[n];
  names[n - (outside ? 0 : 1)] = NULL;
  return names;
}

QdWargameSweep *
qd_wargame_sweep_new_from_settings (const char *settings, GError **error)
{
  QdWargameSweep *sweep;
  QdWargameSweepConfig c;
  char *v[MAX_NAMES] = { NULL };
  const char *names[MAX_NAMES + 1];
  gboolean outside = strstr (settings, " outside=") != NULL;
  gboolean ok;

  memset (&c, 0, sizeof c);
  if (g_str_has_prefix (settings, "mode=matchups "))
    c.mode = QD_WARGAME_SWEEP_MATCHUPS;
  else if (g_str_has_prefix (settings, "mode=compare "))
    c.mode = QD_WARGAME_SWEEP_COMPARE;
  else
    {
      qd_sweep_settings_error (error, settings, _("the mode is not matchups or compare"));
      return NULL;
    }
  ok = qd_sweep_settings_split (settings, settings_names (c.mode, outside, names), v, error);
  if (ok && outside)
    {
      guint last = c.mode == QD_WARGAME_SWEEP_MATCHUPS ? 8 : 6;

      c.outside = qd_sweep_parse_text (v[last]);
      ok = c.outside != NULL && qd_agent_spec_is_outside (c.outside);
    }
  if (ok && !parse_values (&c, v))
    ok = FALSE;
  if (!ok && (error == NULL || *error == NULL))
    qd_sweep_settings_error (error, settings, _("a bad value"));
  for (guint k = 0; k < MAX_NAMES; k++)
    g_free (v[k]);
  sweep = ok ? qd_wargame_sweep_new (&c) : NULL;
  g_free (c.outside);
  return sweep;
}

/* -------------------------------------------------------------- raw rows */

char **
qd_wargame_sweep_raw_fields (const QdWargameMatchResult *r)
{
  const QdWargameState *st = qd_wargame_record_state (r->record);
  g_autofree char *log = qd_wargame_match_log (r);
  char **fields = g_new0 (char *, N_FIELDS + 1);

  g_strchomp (log);
  fields[0] = g_strdup_printf ("%d", st->score[QD_WARGAME_BLUE]);
  fields[1] = g_strdup_printf ("%d", st->score[QD_WARGAME_GREEN]);
  fields[2] = g_strdup_printf ("%" G_GUINT64_FORMAT, r->nodes[0]);
  fields[3] = g_strdup_printf ("%" G_GUINT64_FORMAT, r->nodes[1]);
  fields[4] = g_strdup_printf ("%" G_GINT64_FORMAT, r->time_us[0]);
  fields[5] = g_strdup_printf ("%" G_GINT64_FORMAT, r->time_us[1]);
  fields[6] = qd_text_replace (log, "\n", "; ");
  return fields;
}

/* Row r of a raw file as a finished game, checked against what its index
 * says: its log replayed under the run's rules to the scores of the row;
 * NULL and *bad, the column at fault, when it is not. */
static QdWargameMatchResult *
raw_game (const QdWargameSweep *sweep, const QdSweepRaw *raw, guint r, gint *bad)
{
  char **f = raw->rows->pdata[r];
  g_autoptr(QdWargameMatchResult) result = g_new0 (QdWargameMatchResult, 1);
  QdWargameRules *rules = run_game (&sweep->config, raw->runs[r], result->agents);
  g_autofree char *log = qd_text_replace (f[8], "; ", "\n");
  const QdWargameState *st;
  gint64 score[2];
  gboolean ok;

  result->record = qd_wargame_record_from_log (rules, log, -1, NULL);
  qd_wargame_rules_unref (rules);
  *bad = 8;
  /* A game an outside agent forfeited ends before its end. */
  if (result->record == NULL ||
      (!qd_wargame_match_log_forfeit (log, &result->forfeit_side, &result->forfeit) &&
       !qd_wargame_record_is_over (result->record)) ||
      (result->forfeit != NULL && (sweep->config.outside == NULL ||
                                   result->agents[result->forfeit_side].kind != QD_WARGAME_AGENT_OUTSIDE)))
    return NULL;
  st = qd_wargame_record_state (result->record);
  for (guint p = 0; p < 2; p++)
    {
      *bad = 2 + (gint) p;
      if (!g_ascii_string_to_signed (f[2 + p], 10, G_MININT32, G_MAXINT32, &score[p], NULL) ||
          score[p] != st->score[p == 0 ? QD_WARGAME_BLUE : QD_WARGAME_GREEN])
        return NULL;
    }
  for (guint p = 0; p < 2; p++)
    {
      *bad = 4 + (gint) p;
      ok = g_ascii_string_to_unsigned (f[4 + p], 10, 0, G_MAXUINT64, &result->nodes[p], NULL);
      if (ok)
        *bad = 6 + (gint) p;
      if (!ok || !g_ascii_string_to_signed (f[6 + p], 10, 0, G_MAXINT64, &result->time_us[p], NULL))
        return NULL;
    }
  for (guint i = 0; i < qd_wargame_record_n_moves (result->record); i++)
    result->moves[qd_wargame_record_move (result->record, i)->player]++;
  for (guint p = 0; p < 2; p++)
    if (result->agents[p].kind == QD_WARGAME_AGENT_OUTSIDE)
      keep_outside_text (result, p);
  result->label = qd_wargame_sweep_run_key (sweep, raw->runs[r]);
  return g_steal_pointer (&result);
}

gboolean
qd_wargame_sweep_add_raw (QdWargameSweep *sweep, const QdSweepRaw *raw, GError **error)
{
  if (!qd_sweep_raw_check_columns (raw, QD_WARGAME_SWEEP_EXPERIMENT, qd_wargame_sweep_raw_columns, error))
    return FALSE;
  for (guint r = 0; r < raw->rows->len; r++)
    {
      gint bad = -1;
      QdWargameMatchResult *result = raw_game (sweep, raw, r, &bad);

      if (result == NULL)
        return qd_sweep_raw_bad_row (raw, r, bad, error);
      qd_wargame_match_result_free (sweep->results[raw->runs[r]]);
      sweep->results[raw->runs[r]] = result;
    }
  return TRUE;
}

QdWargameSweep *
qd_wargame_sweep_merge (QdSweepRaw *const *raws, guint n, GError **error)
{
  g_autoptr(QdWargameSweep) sweep = NULL;

  g_return_val_if_fail (n > 0, NULL);
  if (!qd_sweep_raw_check (raws, n, NULL, NULL, error))
    return NULL;
  sweep = qd_wargame_sweep_new_from_settings (raws[0]->settings, error);
  if (sweep == NULL || !qd_sweep_raw_check_total (raws[0], sweep->total, error))
    return NULL;
  for (guint f = 0; f < n; f++)
    if (!qd_wargame_sweep_add_raw (sweep, raws[f], error))
      return NULL;
  return g_steal_pointer (&sweep);
}
