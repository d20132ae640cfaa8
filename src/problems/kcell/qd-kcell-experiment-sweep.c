/* qd-kcell-experiment-sweep.c — KCell's two experiments as sweeps (core/qd-sweep.h):
 * run keys, the settings line and its parser, raw rows written and read
 * back (each checked against what its index says), merges. */
#include "config.h"
#include "qd-kcell-experiment.h"

#include <glib/gi18n.h>
#include <string.h>
#include <inttypes.h>

static const char *const sizes_columns[] = {
  "run", "key", "agent", "stones", "cells", "first_move_nodes", "plies", "slowest_us", NULL
};
static const char *const match_columns[] = {
  "run", "key", "a_side", "game", "result", "a_nodes", "a_time_us", "a_slowest_us", "b_time_us", "moves", NULL
};
static const char *const results[] = { "loss", "draw", "win" };   /* A's result + 1 */

void
qd_kcell_experiment_free (QdKcellExperiment *report)
{
  if (report == NULL)
    return;
  qd_kcell_sizes_free (report->sizes);
  qd_kcell_match_free (report->match);
  g_free (report);
}

char *
qd_kcell_experiment_settings (const QdKcellExperiment *report)
{
  if (report->sizes != NULL)
    {
      const QdKcellSizes *s = report->sizes;
      GString *out = g_string_new ("report=sizes agents=");

      for (guint a = 0; a < s->n_kinds; a++)
        g_string_append_printf (out, "%s%s", a > 0 ? "," : "", qd_kcell_sizes_agent_name (s->kinds[a]));
      g_string_append_printf (out, " max-stones=%u", s->max_stones);
      if (s->max_nodes > 0)
        g_string_append_printf (out, " budget-nodes=%" G_GUINT64_FORMAT, s->max_nodes);
      else
        g_string_append_printf (out, " budget-us=%" G_GINT64_FORMAT, s->budget_us);
      return g_string_free (out, FALSE);
    }
  else
    {
      const QdKcellMatch *m = report->match;
      g_autofree char *a_text = qd_kcell_match_agent_text (m, 0);
      g_autofree char *b_text = qd_kcell_match_agent_text (m, 1);
      /* An outside agent's spaces escaped ("program:python3%20a.py"). */
      g_autofree char *a = qd_sweep_format_text (a_text);
      g_autofree char *b = qd_sweep_format_text (b_text);

      return g_strdup_printf ("report=match cells=%u stones=%u a=%s b=%s games=%u seed=%" G_GUINT64_FORMAT,
                              m->rules.cells, m->rules.stones, a, b, m->games, m->seed);
    }
}

/* A number from `low` to `high`, from the setting `name`. */
static gboolean
number (GHashTable *table, const char *name, guint64 low, guint64 high, guint64 *value)
{
  const char *text = g_hash_table_lookup (table, name);

  return text != NULL && g_ascii_string_to_unsigned (text, 10, low, high, value, NULL);
}

static QdKcellSizes *
sizes_from_settings (GHashTable *table)
{
  const char *agents = g_hash_table_lookup (table, "agents");
  g_auto(GStrv) names = agents != NULL ? g_strsplit (agents, ",", -1) : NULL;
  QdKcellAgentKind kinds[QD_KCELL_SIZES_MAX_AGENTS];
  guint n = 0;
  guint64 max_stones, budget_us = 0, max_nodes = 0;
  QdKcellSizes *sizes;

  /* One budget: in time (budget-us) or in nodes (budget-nodes). */
  if (names == NULL || g_hash_table_size (table) != 4 ||
      !number (table, "max-stones", 1, QD_KCELL_MAX_STONES, &max_stones) ||
      !(number (table, "budget-us", 1, G_MAXINT64, &budget_us) ||
        number (table, "budget-nodes", 1, G_MAXINT64, &max_nodes)))
    return NULL;
  for (; names[n] != NULL; n++)
    {
      QdKcellAgent agent;

      if (n == QD_KCELL_SIZES_MAX_AGENTS || !qd_kcell_agent_parse (names[n], &agent, NULL) ||
          (agent.kind != QD_KCELL_AGENT_MINIMAX && agent.kind != QD_KCELL_AGENT_ALPHABETA) ||
          strcmp (names[n], qd_kcell_sizes_agent_name (agent.kind)) != 0)
        return NULL;
      kinds[n] = agent.kind;
    }
  if (n == 0)
    return NULL;
  sizes = qd_kcell_sizes_new (kinds, n, (guint) max_stones, (gint64) budget_us);
  sizes->max_nodes = max_nodes;
  return sizes;
}

static QdKcellMatch *
match_from_settings (GHashTable *table)
{
  guint64 cells, stones, games, seed;
  QdKcellRules rules;
  QdKcellAgent agents[2];
  char *specs[2] = { NULL, NULL };
  QdKcellMatch *match = NULL;

  if (g_hash_table_size (table) != 7 || !number (table, "cells", 2, QD_KCELL_MAX_CELLS, &cells) ||
      !number (table, "stones", 1, QD_KCELL_MAX_STONES, &stones) ||
      !number (table, "games", 1, G_MAXUINT32 / 2, &games) || !number (table, "seed", 0, G_MAXUINT64, &seed) ||
      !qd_kcell_rules_init (&rules, (guint) cells, (guint) stones, NULL) ||
      g_hash_table_lookup (table, "a") == NULL || g_hash_table_lookup (table, "b") == NULL)
    return NULL;
  specs[0] = qd_sweep_parse_text (g_hash_table_lookup (table, "a"));
  specs[1] = qd_sweep_parse_text (g_hash_table_lookup (table, "b"));
  if (specs[0] != NULL && specs[1] != NULL && qd_kcell_agent_parse (specs[0], &agents[0], NULL) &&
      qd_kcell_agent_parse (specs[1], &agents[1], NULL))
    {
      match = qd_kcell_match_new (&rules, &agents[0], &agents[1], (guint) games, seed);
      for (guint w = 0; w < 2; w++)
        if (agents[w].kind == QD_KCELL_AGENT_OUTSIDE)
          qd_kcell_match_set_outside (match, w, specs[w], NULL);
    }
  g_free (specs[0]);
  g_free (specs[1]);
  return match;
}

/* The settings of either report as name -> value, the names checked by
 * qd_sweep_settings_split (each once, none other), or NULL. */
static GHashTable *
settings_table (const char *settings, GError **error)
{
  static const char *const sizes_names[] = { "report", "agents", "max-stones", "budget-us", NULL };
  static const char *const sizes_nodes_names[] = { "report", "agents", "max-stones", "budget-nodes", NULL };
  static const char *const match_names[] = { "report", "cells", "stones", "a", "b", "games", "seed", NULL };
  const char *const *names = !g_str_has_prefix (settings, "report=sizes ") ? match_names
                             : strstr (settings, " budget-nodes=") != NULL ? sizes_nodes_names : sizes_names;
  char *values[G_N_ELEMENTS (match_names)] = { NULL };
  GHashTable *table = NULL;

  if (qd_sweep_settings_split (settings, names, values, error))
    {
      table = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
      for (guint k = 0; names[k] != NULL; k++)
        g_hash_table_insert (table, (gpointer) names[k], g_steal_pointer (&values[k]));
    }
  for (guint k = 0; k < G_N_ELEMENTS (values); k++)
    g_free (values[k]);
  return table;
}

QdKcellExperiment *
qd_kcell_experiment_new_from_settings (const char *settings, GError **error)
{
  g_autoptr(GHashTable) table = settings_table (settings, error);
  g_autoptr(QdKcellExperiment) report = NULL;
  const char *kind;

  if (table == NULL)
    return NULL;
  kind = g_hash_table_lookup (table, "report");
  report = g_new0 (QdKcellExperiment, 1);
  if (g_strcmp0 (kind, "sizes") == 0)
    report->sizes = sizes_from_settings (table);
  else if (g_strcmp0 (kind, "match") == 0)
    report->match = match_from_settings (table);
  if (report->sizes == NULL && report->match == NULL)
    {
      qd_sweep_settings_error (error, settings, _("not the settings of report sizes or match"));
      return NULL;
    }
  return g_steal_pointer (&report);
}

guint
qd_kcell_experiment_total_runs (const QdKcellExperiment *report)
{
  return report->sizes != NULL ? qd_kcell_sizes_total_runs (report->sizes) : 2 * (guint64) report->match->games;
}

char *
qd_kcell_experiment_run_key (const QdKcellExperiment *report, guint64 index)
{
  if (report->sizes != NULL)
    return g_strdup_printf ("%s N=%u", qd_kcell_sizes_agent_name (report->sizes->kinds[index / report->sizes->max_stones]),
                            (guint) (index % report->sizes->max_stones) + 1);
  return g_strdup_printf ("A=P%u game=%u", (guint) (index / report->match->games) + 1,
                          (guint) (index % report->match->games) + 1);
}

const char *const *
qd_kcell_experiment_columns (const QdKcellExperiment *report)
{
  return report->sizes != NULL ? sizes_columns : match_columns;
}

/* The moves as 1-based cells and "pass", separated by spaces. */
static char *
moves_text (const QdKcellMatchGame *game)
{
  GString *out = g_string_new (NULL);

  for (guint m = 0; m < game->n_moves; m++)
    {
      if (m > 0)
        g_string_append_c (out, ' ');
      if (game->moves[m] == QD_KCELL_PASS)
        g_string_append (out, "pass");
      else
        g_string_append_printf (out, "%u", game->moves[m] + 1u);
    }
  /* A forfeit: the side to move after the moves gave up, and why. */
  if (game->forfeit != 0)
    {
      GError cause = { QD_AGENT_ERROR, game->forfeit_code, NULL };

      g_string_append_printf (out, "%sforfeit:%s", game->n_moves > 0 ? " " : "", qd_agent_error_keyword (&cause));
    }
  return g_string_free (out, FALSE);
}

char **
qd_kcell_experiment_raw_fields (const QdKcellExperiment *report, guint64 index)
{
  GPtrArray *f = g_ptr_array_new ();

  if (report->sizes != NULL)
    {
      const QdKcellSizeRow *r = NULL;

      for (guint i = report->sizes->runs->len; i-- > 0 && r == NULL;)
        if (g_array_index (report->sizes->runs, QdKcellSizeRow, i).index == index)
          r = &g_array_index (report->sizes->runs, QdKcellSizeRow, i);
      g_return_val_if_fail (r != NULL, NULL);
      g_ptr_array_add (f, g_strdup (qd_kcell_sizes_agent_name (r->kind)));
      g_ptr_array_add (f, g_strdup_printf ("%u", r->stones));
      g_ptr_array_add (f, g_strdup_printf ("%u", r->cells));
      g_ptr_array_add (f, g_strdup_printf ("%" G_GUINT64_FORMAT, r->nodes));
      g_ptr_array_add (f, g_strdup_printf ("%u", r->plies));
      g_ptr_array_add (f, g_strdup_printf ("%" G_GINT64_FORMAT, r->slowest_us));
    }
  else
    {
      const QdKcellMatchGame *g = NULL;

      for (guint i = report->match->played->len; i-- > 0 && g == NULL;)
        if (g_array_index (report->match->played, QdKcellMatchGame, i).index == index)
          g = &g_array_index (report->match->played, QdKcellMatchGame, i);
      g_return_val_if_fail (g != NULL, NULL);
      g_ptr_array_add (f, g_strdup_printf ("P%u", (guint) (index / report->match->games) + 1));
      g_ptr_array_add (f, g_strdup_printf ("%u", (guint) (index % report->match->games) + 1));
      g_ptr_array_add (f, g_strdup (results[g->result + 1]));
      g_ptr_array_add (f, g_strdup_printf ("%" G_GUINT64_FORMAT, g->nodes_a));
      g_ptr_array_add (f, g_strdup_printf ("%" G_GINT64_FORMAT, g->time_a_us));
      g_ptr_array_add (f, g_strdup_printf ("%" G_GINT64_FORMAT, g->slowest_a_us));
      g_ptr_array_add (f, g_strdup_printf ("%" G_GINT64_FORMAT, g->time_b_us));
      g_ptr_array_add (f, moves_text (g));
    }
  g_ptr_array_add (f, NULL);
  return (char **) g_ptr_array_free (f, FALSE);
}

static gboolean
parse_u64 (const char *text, guint64 *value)
{
  return g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, value, NULL);
}

static gboolean
parse_time (const char *text, gint64 *value)
{
  return g_ascii_string_to_signed (text, 10, 0, G_MAXINT64, value, NULL);
}

/* A sizes row: its agent and N those of its index. */
static gboolean
sizes_row (const QdKcellSizes *s, guint64 index, char **f, QdKcellSizeRow *r)
{
  guint64 stones, cells, plies;

  memset (r, 0, sizeof *r);
  r->index = index;
  r->kind = s->kinds[index / s->max_stones];
  r->stones = (guint) (index % s->max_stones) + 1;
  if (strcmp (f[2], qd_kcell_sizes_agent_name (r->kind)) != 0 || !parse_u64 (f[3], &stones) || stones != r->stones ||
      !parse_u64 (f[4], &cells) || (cells != 0 && (cells < 2 * stones + 1 || cells > QD_KCELL_MAX_CELLS)) ||
      !parse_u64 (f[5], &r->nodes) || !parse_u64 (f[6], &plies) || plies > G_MAXUINT32 ||
      !parse_time (f[7], &r->slowest_us))
    return FALSE;
  r->cells = (guint) cells;
  r->plies = (guint) plies;
  return TRUE;
}

/* A match row: its side and game those of its index, its moves a game
 * of these rules that ends as its result says. */
static gboolean
match_row (const QdKcellMatch *m, guint64 index, char **f, QdKcellMatchGame *g)
{
  QdKcellPlayer side = (QdKcellPlayer) (index / m->games);
  g_autofree char *p = g_strdup_printf ("P%u", side + 1u);
  g_autofree char *game = g_strdup_printf ("%u", (guint) (index % m->games) + 1);
  g_auto(GStrv) moves = g_strsplit (f[9], " ", -1);
  g_autoptr(GByteArray) played = g_byte_array_new ();
  QdKcellPosition pos;
  QdKcellOutcome outcome;

  memset (g, 0, sizeof *g);
  g->index = index;
  if (strcmp (f[2], p) != 0 || strcmp (f[3], game) != 0 || !parse_u64 (f[5], &g->nodes_a) ||
      !parse_time (f[6], &g->time_a_us) || !parse_time (f[7], &g->slowest_a_us) || !parse_time (f[8], &g->time_b_us))
    return FALSE;
  qd_kcell_start (&m->rules, &pos);
  for (guint k = 0; f[9][0] != '\0' && moves[k] != NULL; k++)
    {
      guint64 cell = 0;
      guint8 move;

      if (g_str_has_prefix (moves[k], "forfeit:"))
        {
          g_autoptr(GError) cause = qd_agent_error_new_from_keyword (moves[k] + strlen ("forfeit:"));

          /* The last word; the side to move an outside agent; the game not over. */
          if (cause == NULL || moves[k + 1] != NULL || qd_kcell_outcome (&m->rules, &pos) != QD_KCELL_ONGOING ||
              m->outside[pos.to_move == side ? 0 : 1] == NULL)
            return FALSE;
          g->forfeit = pos.to_move == side ? 1 : 2;
          g->forfeit_code = (guint8) cause->code;
          break;
        }

      if (qd_kcell_outcome (&m->rules, &pos) != QD_KCELL_ONGOING ||
          (strcmp (moves[k], "pass") != 0 &&
           !g_ascii_string_to_unsigned (moves[k], 10, 1, m->rules.cells, &cell, NULL)))
        return FALSE;
      move = cell == 0 ? QD_KCELL_PASS : (guint8) (cell - 1);
      if (!qd_kcell_is_legal (&m->rules, &pos, move))
        return FALSE;
      *(pos.to_move == side ? &g->moves_a : &g->moves_b) += 1;
      g_byte_array_append (played, &move, 1);
      qd_kcell_apply (&m->rules, &pos, move, &pos, NULL, NULL);
    }
  outcome = qd_kcell_outcome (&m->rules, &pos);
  if (outcome == QD_KCELL_ONGOING && g->forfeit == 0)
    return FALSE;
  if (g->forfeit != 0)
    g->result = g->forfeit == 1 ? -1 : 1;
  else
    g->result = outcome == QD_KCELL_DRAW ? 0 : (outcome == QD_KCELL_P1_WINS) == (side == QD_KCELL_P1) ? 1 : -1;
  if (strcmp (f[4], results[g->result + 1]) != 0)
    return FALSE;
  g->n_moves = played->len;
  g->moves = g_byte_array_free (g_steal_pointer (&played), FALSE);
  return TRUE;
}

gboolean
qd_kcell_experiment_add_raw (QdKcellExperiment *report, const QdSweepRaw *raw, GError **error)
{
  if (!qd_sweep_raw_check_columns (raw, QD_KCELL_EXPERIMENT, qd_kcell_experiment_columns (report), error))
    return FALSE;
  for (guint r = 0; r < raw->rows->len; r++)
    {
      char **f = raw->rows->pdata[r];
      guint64 index = raw->runs[r];
      g_autofree char *key = qd_kcell_experiment_run_key (report, index);
      QdKcellSizeRow size;
      QdKcellMatchGame game;
      gboolean ok = strcmp (f[1], key) == 0;

      if (ok && report->sizes != NULL && (ok = sizes_row (report->sizes, index, f, &size)))
        g_array_append_val (report->sizes->runs, size);
      else if (ok && report->match != NULL && (ok = match_row (report->match, index, f, &game)))
        g_array_append_val (report->match->played, game);
      if (!ok)
        return qd_sweep_raw_bad_row (raw, r, strcmp (f[1], key) != 0 ? 1 : -1, error);
    }
  if (report->match != NULL)
    qd_kcell_match_tally (report->match);
  return TRUE;
}

void
qd_kcell_experiment_run (QdKcellExperiment *report, const QdSweepShard *shard, const gboolean *skip,
                         const gint *stop, QdKcellRunFunc on_run, gpointer user_data)
{
  if (report->sizes != NULL)
    {
      report->sizes->shard = *shard;
      report->sizes->skip = skip;
      qd_kcell_sizes_run (report->sizes, stop, NULL, on_run, user_data);
    }
  else
    {
      report->match->shard = *shard;
      report->match->skip = skip;
      qd_kcell_match_run (report->match, stop, NULL, on_run, user_data);
    }
}

QdKcellExperiment *
qd_kcell_experiment_merge (QdSweepRaw *const *raws, guint n, GError **error)
{
  g_autoptr(QdKcellExperiment) report = NULL;

  g_return_val_if_fail (n > 0, NULL);
  report = qd_kcell_experiment_new_from_settings (raws[0]->settings, error);
  if (report == NULL || !qd_sweep_raw_check (raws, n, NULL, NULL, error) ||
      !qd_sweep_raw_check_total (raws[0], qd_kcell_experiment_total_runs (report), error))
    return NULL;
  for (guint f = 0; f < n; f++)
    if (!qd_kcell_experiment_add_raw (report, raws[f], error))
      return NULL;
  return g_steal_pointer (&report);
}

char *
qd_kcell_experiment_format_table (const QdKcellExperiment *report)
{
  g_autoptr(GArray) rows = NULL;

  if (report->match != NULL)
    return qd_kcell_match_format_table (report->match);
  rows = qd_kcell_sizes_rows (report->sizes);
  return qd_kcell_sizes_format_table (rows, report->sizes->budget_us, report->sizes->max_nodes);
}

char *
qd_kcell_experiment_to_csv (const QdKcellExperiment *report)
{
  g_autoptr(GArray) rows = NULL;

  if (report->match != NULL)
    return qd_kcell_match_to_csv (report->match);
  rows = qd_kcell_sizes_rows (report->sizes);
  return qd_kcell_sizes_to_csv (rows);
}
