/* qd-wargame-match.c — playing matchups and writing their reports. */
#include "qd-wargame-match.h"
#include "qd-wargame-sweep.h"
#include "core/qd-format.h"

#include <string.h>

void
qd_wargame_match_setup_init (QdWargameMatchSetup *setup)
{
  memset (setup, 0, sizeof *setup);
  setup->agents[0].kind = setup->agents[1].kind = QD_WARGAME_AGENT_ALPHABETA;
  setup->agents[0].depth = setup->agents[1].depth = 5;
}

/* After each move: the setup's `moved`. */
static void
on_moved (gpointer data, gpointer game, const QdMatchTurn *turn, guint32 move)
{
  const QdWargameMatchSetup *setup = data;
  QdWargameMatch *m = game;

  if (setup->moved != NULL)
    setup->moved (setup->user_data, m->result->record, &m->thought);
}

/* A person's square: the setup's `ask_human`, until a legal one. */
static QdMatchEnd
on_human (gpointer data, gpointer game, const QdMatchTurn *turn, guint32 *move)
{
  const QdWargameMatchSetup *setup = data;
  QdWargameMatch *m = game;
  guint square;

  while (setup->ask_human != NULL && setup->ask_human (setup->user_data, m->result->record, &square))
    if (qd_wargame_is_legal (qd_wargame_record_get_rules (m->result->record),
                             qd_wargame_record_state (m->result->record), square))
      {
        *move = square;
        return QD_MATCH_MOVED;
      }
  return QD_MATCH_STOPPED;
}

QdWargameMatchResult *
qd_wargame_match_play (QdWargameRules *rules, const QdWargameMatchSetup *setup)
{
  g_autoptr(QdWargameMatch) m = qd_wargame_match_new (rules, setup->agents, setup->seed);
  const QdMatchListener listener = { .moved = on_moved, .human = on_human };
  const QdMatchOptions options = { .stop = setup->stop, .listener = &listener, .listener_data = (gpointer) setup };
  g_auto(QdMatchResult) end = { 0 };
  g_autofree char *blue = qd_wargame_agent_spec_to_string (&setup->agents[0]);
  g_autofree char *green = qd_wargame_agent_spec_to_string (&setup->agents[1]);
  QdMatchPlayer players[2] = { { .name = blue }, { .name = green } };

  for (guint p = 0; p < 2; p++)
    {
      const QdWargameAgentSpec *spec = &setup->agents[p];

      players[p].human = spec->kind == QD_WARGAME_AGENT_HUMAN;
      players[p].outside = spec->kind == QD_WARGAME_AGENT_OUTSIDE ? spec->outside : NULL;
    }
  m->progress = setup->progress;
  m->tree = setup->tree;
  m->tree_move = setup->tree_move;
  qd_match_play (&qd_wargame_match_rules, m, players, 0, &options, &end);
  return qd_wargame_match_steal_result (m, &end);
}

void
qd_wargame_match_result_free (QdWargameMatchResult *result)
{
  if (result == NULL)
    return;
  g_free (result->label);
  g_free (result->outside_texts[0]);
  g_free (result->outside_texts[1]);
  g_clear_error (&result->forfeit);
  qd_wargame_record_free (result->record);
  g_free (result);
}

char *
qd_wargame_match_agent_text (const QdWargameMatchResult *r, guint p)
{
  return r->outside_texts[p] != NULL ? g_strdup (r->outside_texts[p]) : qd_wargame_agent_spec_to_string (&r->agents[p]);
}

static double
per_move (double total, guint moves)
{
  return moves > 0 ? total / moves : 0;
}

char *
qd_wargame_match_format (const QdWargameMatchResult *r)
{
  QdWargameRules *rules = qd_wargame_record_get_rules (r->record);
  const QdWargameState *st = qd_wargame_record_state (r->record);
  g_autofree char *owners = qd_wargame_format_owners (rules, st);
  GString *s = g_string_new (owners);

  g_string_append_printf (s, "score blue %d green %d\n", st->score[0], st->score[1]);
  g_string_append_printf (s, "nodes blue %" G_GUINT64_FORMAT " green %" G_GUINT64_FORMAT "\n",
                          r->nodes[0], r->nodes[1]);
  qd_string_append_c (s, "nodes-per-move blue %.1f green %.1f\n",
                          per_move (r->nodes[0], r->moves[0]), per_move (r->nodes[1], r->moves[1]));
  qd_string_append_c (s, "ms-per-move blue %.3f green %.3f\n",
                          per_move (r->time_us[0] / 1000.0, r->moves[0]),
                          per_move (r->time_us[1] / 1000.0, r->moves[1]));
  if (r->stopped)
    g_string_append (s, "stopped before the end\n");
  if (r->forfeit != NULL)
    g_string_append_printf (s, "forfeit %s\n", r->forfeit_side == QD_WARGAME_BLUE ? "blue" : "green");
  return g_string_free (s, FALSE);
}

char *
qd_wargame_match_log (const QdWargameMatchResult *r)
{
  char *moves = qd_wargame_record_to_log (r->record);
  char *log;

  if (r->forfeit == NULL)
    return moves;
  log = g_strdup_printf ("%s# forfeit %s %s\n", moves, r->forfeit_side == QD_WARGAME_BLUE ? "blue" : "green",
                         qd_agent_error_keyword (r->forfeit));
  g_free (moves);
  return log;
}

gboolean
qd_wargame_match_log_forfeit (const char *log, QdWargameOwner *side, GError **cause)
{
  g_auto(GStrv) lines = g_strsplit (log, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) words = g_strsplit (g_strstrip (lines[i]), " ", -1);
      GError *error;

      if (g_strv_length (words) != 4 || !g_str_equal (words[0], "#") || !g_str_equal (words[1], "forfeit") ||
          (!g_str_equal (words[2], "blue") && !g_str_equal (words[2], "green")) ||
          (error = qd_agent_error_new_from_keyword (words[3])) == NULL)
        continue;
      *side = g_str_equal (words[2], "blue") ? QD_WARGAME_BLUE : QD_WARGAME_GREEN;
      g_propagate_error (cause, error);
      return TRUE;
    }
  return FALSE;
}

GPtrArray *
qd_wargame_experiment_run (const QdWargameSweepConfig *config, const QdWargameMatchSetup *base)
{
  GPtrArray *results = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_wargame_match_result_free);
  g_autoptr(QdWargameSweep) sweep = qd_wargame_sweep_new (config);

  /* One thread: the window shows the game under way move by move. */
  qd_wargame_sweep_play_runs (sweep, NULL, base, 1, FALSE, NULL, NULL);
  for (guint i = 0; i < sweep->total; i++)
    if (sweep->results[i] != NULL)
      g_ptr_array_add (results, g_steal_pointer (&sweep->results[i]));
  return results;
}

GPtrArray *
qd_wargame_matchups_run (QdWargameRules *rules, guint minimax_depth, guint alphabeta_depth,
                     const QdWargameMatchSetup *base)
{
  QdWargameSweepConfig config;

  memset (&config, 0, sizeof config);
  config.mode = QD_WARGAME_SWEEP_MATCHUPS;
  config.board = rules->board;
  config.set = rules->set;
  config.attrition = rules->attrition;
  config.coin = rules->coin;
  config.minimax_depth = minimax_depth;
  config.alphabeta_depth = alphabeta_depth;
  config.seed = base->seed;
  return qd_wargame_experiment_run (&config, base);
}

GPtrArray *
qd_wargame_compare_rules (const QdWargameBoard *board, const QdWargameAgentSpec *agent,
                      double attrition, double coin, const QdWargameMatchSetup *base)
{
  QdWargameSweepConfig config;

  memset (&config, 0, sizeof config);
  config.mode = QD_WARGAME_SWEEP_COMPARE;
  config.board = *board;
  config.agent = *agent;
  config.attrition = attrition;
  config.coin = coin;
  config.seed = base->seed;
  return qd_wargame_experiment_run (&config, base);
}

typedef struct {
  gint score[2];
  QdWargameShape shape[2];
  double nodes_per_move[2];
  double ms_per_move[2];
} Row;

static void
compute_row (const QdWargameMatchResult *r, Row *row)
{
  QdWargameRules *rules = qd_wargame_record_get_rules (r->record);
  const QdWargameState *st = qd_wargame_record_state (r->record);

  for (guint p = 0; p < 2; p++)
    {
      row->score[p] = st->score[p];
      qd_wargame_shape (rules, st, p, &row->shape[p]);
      row->nodes_per_move[p] = per_move (r->nodes[p], r->moves[p]);
      row->ms_per_move[p] = per_move (r->time_us[p] / 1000.0, r->moves[p]);
    }
}

char *
qd_wargame_report_text (GPtrArray *results)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < results->len; i++)
    {
      const QdWargameMatchResult *r = results->pdata[i];
      QdWargameRules *rules = qd_wargame_record_get_rules (r->record);
      g_autofree char *rules_text = qd_wargame_rules_describe (rules);
      g_autofree char *a = qd_wargame_match_agent_text (r, 0);
      g_autofree char *b = qd_wargame_match_agent_text (r, 1);
      g_autofree char *owners = qd_wargame_format_owners (rules, qd_wargame_record_state (r->record));

      g_string_append_printf (s, "%s%s — blue %s, green %s, rules %s\n%s\n",
                              i > 0 ? "" : "", r->label, a, b, rules_text, owners);
    }
  /* The game column as wide as its longest label (an outside agent's command). */
  int width = 28;

  for (guint i = 0; i < results->len; i++)
    width = MAX (width, (int) g_utf8_strlen (((const QdWargameMatchResult *) results->pdata[i])->label, -1));
  g_string_append_printf (s, "%-*s %6s %6s %12s %12s %10s %10s %9s %9s %6s %6s %6s %6s\n", width,
                          "game", "blue", "green", "blue-nodes", "green-nodes", "blue-n/mv", "green-n/mv",
                          "blue-ms", "green-ms", "b-nbrs", "g-nbrs", "b-grp", "g-grp");
  for (guint i = 0; i < results->len; i++)
    {
      const QdWargameMatchResult *r = results->pdata[i];
      g_autofree char *end = r->stopped ? g_strdup (" (stopped)")
        : r->forfeit != NULL ? g_strdup_printf (" (%s forfeits: %s)", r->forfeit_side == QD_WARGAME_BLUE ? "blue" : "green",
                                                qd_agent_error_keyword (r->forfeit))
        : g_strdup ("");
      Row row;

      compute_row (r, &row);
      qd_string_append_c (s, "%-*s %6d %6d %12" G_GUINT64_FORMAT " %12" G_GUINT64_FORMAT
                              " %10.1f %10.1f %9.3f %9.3f %6.2f %6.2f %6u %6u%s\n",
                              width, r->label, row.score[0], row.score[1], r->nodes[0], r->nodes[1],
                              row.nodes_per_move[0], row.nodes_per_move[1],
                              row.ms_per_move[0], row.ms_per_move[1],
                              row.shape[0].mean_own_neighbours, row.shape[1].mean_own_neighbours,
                              row.shape[0].groups, row.shape[1].groups, end);
    }
  return g_string_free (s, FALSE);
}

static const char *const csv_columns[] = {
  "game", "rules", "blue_agent", "green_agent", "blue_score", "green_score", "blue_nodes", "green_nodes",
  "blue_moves", "green_moves", "blue_nodes_per_move", "green_nodes_per_move", "blue_ms_per_move",
  "green_ms_per_move", "blue_units", "green_units", "blue_own_neighbours_per_unit",
  "green_own_neighbours_per_unit", "blue_groups", "green_groups", "finished", NULL
};

/* A result's fields in the columns' order (g_strfreev). */
static char **
csv_fields (const QdWargameMatchResult *r)
{
  GPtrArray *f = g_ptr_array_new ();
  Row row;

  compute_row (r, &row);
  g_ptr_array_add (f, g_strdup (r->label));
  g_ptr_array_add (f, qd_wargame_rules_describe (qd_wargame_record_get_rules (r->record)));
  g_ptr_array_add (f, qd_wargame_match_agent_text (r, 0));
  g_ptr_array_add (f, qd_wargame_match_agent_text (r, 1));
  for (guint p = 0; p < 2; p++)
    g_ptr_array_add (f, qd_format_c ("%d", row.score[p]));
  for (guint p = 0; p < 2; p++)
    g_ptr_array_add (f, qd_format_c ("%" G_GUINT64_FORMAT, r->nodes[p]));
  for (guint p = 0; p < 2; p++)
    g_ptr_array_add (f, qd_format_c ("%u", r->moves[p]));
  for (guint p = 0; p < 2; p++)
    g_ptr_array_add (f, qd_format_c ("%.1f", row.nodes_per_move[p]));
  for (guint p = 0; p < 2; p++)
    g_ptr_array_add (f, qd_format_c ("%.3f", row.ms_per_move[p]));
  for (guint p = 0; p < 2; p++)
    g_ptr_array_add (f, qd_format_c ("%u", row.shape[p].units));
  for (guint p = 0; p < 2; p++)
    g_ptr_array_add (f, qd_format_c ("%.3f", row.shape[p].mean_own_neighbours));
  for (guint p = 0; p < 2; p++)
    g_ptr_array_add (f, qd_format_c ("%u", row.shape[p].groups));
  /* A forfeit ends a game: finished, by forfeit. */
  g_ptr_array_add (f, g_strdup (r->stopped ? "no" : r->forfeit == NULL ? "yes"
                                : r->forfeit_side == QD_WARGAME_BLUE ? "blue-forfeits" : "green-forfeits"));
  g_ptr_array_add (f, NULL);
  return (char **) g_ptr_array_free (f, FALSE);
}

char *
qd_wargame_report_csv (GPtrArray *results)
{
  g_autofree char *header = g_strjoinv (",", (char **) csv_columns);
  GString *s = g_string_new (header);

  g_string_append_c (s, '\n');
  for (guint i = 0; i < results->len; i++)
    {
      g_auto(GStrv) fields = csv_fields (results->pdata[i]);

      /* The game and the rules are quoted (they hold spaces and commas). */
      g_string_append_printf (s, "\"%s\",\"%s\"", fields[0], fields[1]);
      for (guint k = 2; fields[k] != NULL; k++)
        g_string_append_printf (s, ",%s", fields[k]);
      g_string_append_c (s, '\n');
    }
  return g_string_free (s, FALSE);
}

char *
qd_wargame_report_csv_by_measure (GPtrArray *results)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  GString *s = g_string_new ("measure");

  for (guint i = 0; i < results->len; i++)
    {
      char **fields = csv_fields (results->pdata[i]);

      g_string_append_printf (s, ",\"%s\"", fields[0]);
      g_ptr_array_add (rows, fields);
    }
  g_string_append_c (s, '\n');
  for (guint k = 1; csv_columns[k] != NULL; k++)
    {
      g_string_append (s, csv_columns[k]);
      for (guint i = 0; i < rows->len; i++)
        g_string_append_printf (s, k == 1 ? ",\"%s\"" : ",%s", ((char **) rows->pdata[i])[k]);
      g_string_append_c (s, '\n');
    }
  return g_string_free (s, FALSE);
}
