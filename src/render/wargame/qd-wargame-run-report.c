/* qd-wargame-run-report.c — the report of a war game run
 * (qd-wargame-run-report.h). */
#include "config.h"
#include "qd-wargame-run-report.h"

#include <glib/gi18n.h>

#include "core/qd-format.h"
#include "problems/qd-problem.h"
#include "qd-wargame-render.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (wargame)

/* ------------------------------------------------------------ drawings */

static void
position_options (const QdWargameRecord *record, guint moves, const QdPalette *palette,
                  QdWargameRenderOptions *options)
{
  guint n = MIN (moves, qd_wargame_record_n_moves (record));

  qd_wargame_render_options_init (options, palette);
  options->state = qd_wargame_record_state_at (record, n);
  if (n > 0)
    {
      const QdWargameMove *m = qd_wargame_record_move (record, n - 1);

      options->last_move = m->square;
      options->conquered = &m->conquered;
      options->failed = &m->failed;
    }
}

void
qd_wargame_run_draw_position (cairo_t *cr, guint moves, const QdPalette *palette, gpointer record)
{
  QdWargameRenderOptions options;

  position_options (record, moves, palette, &options);
  qd_wargame_render (cr, &qd_wargame_record_get_rules (record)->board, &options);
}

static void
position_size (const QdWargameRecord *record, guint moves, double *width, double *height)
{
  QdWargameRenderOptions options;

  /* The size is the same in every palette. */
  position_options (record, moves, NULL, &options);
  qd_wargame_render_get_size (&qd_wargame_record_get_rules (record)->board, &options, width, height);
}

void
qd_wargame_run_game_size (const QdWargameRecord *record, double *width, double *height)
{
  double end_width, end_height;

  position_size (record, 0, width, height);
  position_size (record, G_MAXUINT, &end_width, &end_height);
  *width = MAX (*width, end_width);
  *height = MAX (*height, end_height);
}

static QdReport *
report_new (const char *path, const QdPalette *palette)
{
  g_autofree char *base = path != NULL ? g_path_get_basename (path) : NULL;

  return qd_report_new_with_palette (_(qd_wargame_problem.title), base, palette);
}

/* ------------------------------------------------------------ a game */

static char *
move_text (const QdWargameRules *rules, const QdWargameMove *m)
{
  char name[4];
  guint taken = qd_wargame_bits_count (&m->conquered), failed = qd_wargame_bits_count (&m->failed);

  qd_wargame_square_name (rules->board.size, m->square, name);
  if (!m->blitz)
    /* Translators: a move of the war game in a report: a drop on square C3. */
    return g_strdup_printf (_("drop %s"), name);
  if (taken + failed == 0)
    return g_strdup_printf (_("blitz %s"), name);
  if (failed > 0)
    return g_strdup_printf (_("blitz %s (%u conquered, %u held out)"), name, taken, failed);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "blitz %s (%u conquered)", "blitz %s (%u conquered)", taken),
                          name, taken);
}

QdGameHistory *
qd_wargame_run_history (const QdWargameRun *run)
{
  QdWargameRules *rules = qd_wargame_record_get_rules (run->record);
  g_autofree char *blue = NULL;
  g_autofree char *green = NULL;
  QdGameHistory *history;

  if (run->replay_path != NULL)
    {
      blue = g_strdup (_("the log’s moves"));
      green = g_strdup (blue);
    }
  else
    {
      blue = qd_wargame_agent_spec_to_string (&run->agents[QD_WARGAME_BLUE]);
      green = qd_wargame_agent_spec_to_string (&run->agents[QD_WARGAME_GREEN]);
    }
  history = qd_game_history_new (_("Blue"), _("Green"), blue, green,
                                 _("Values: the search’s value of the position, from Blue’s side (the score "
                                   "difference it expects)."));
  for (guint i = 0; i < qd_wargame_record_n_moves (run->record); i++)
    {
      const QdWargameMove *m = qd_wargame_record_move (run->record, i);
      g_autofree char *text = move_text (rules, m);

      qd_game_history_add (history, m->player, text, qd_game_notes_find (run->notes, i, m->square));
    }
  return history;
}

static void
add_rules_settings (QdReportSection *section, const QdWargameRules *rules)
{
  g_autofree char *attrition = qd_format_number (rules->attrition);
  g_autofree char *coin = qd_format_number (rules->coin);

  qd_report_add_pair (section, "--rules", qd_wargame_rule_set_to_string (rules->set));
  if (rules->set == QD_WARGAME_RULES_ATTRITION)
    qd_report_add_pair (section, "--attrition", attrition);
  if (rules->coin < 1)
    qd_report_add_pair (section, "--coin", coin);
}

static void
add_settings (QdReport *report, const QdWargameRun *run, const char *board)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_SETTINGS);
  QdWargameRules *rules = qd_wargame_record_get_rules (run->record);
  g_autofree char *blue = qd_wargame_agent_spec_to_string (&run->agents[QD_WARGAME_BLUE]);
  g_autofree char *green = qd_wargame_agent_spec_to_string (&run->agents[QD_WARGAME_GREEN]);
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, run->seed);
  g_autofree char *people = qd_wargame_rules_describe_for_people (rules);

  qd_report_add_pair (section, _("Board"), board);
  if (run->replay_path != NULL)
    qd_report_add_pair (section, "--replay", run->replay_path);
  else
    {
      qd_report_add_pair (section, "--blue", blue);
      qd_report_add_pair (section, "--green", green);
    }
  add_rules_settings (section, rules);
  if (run->replay_path == NULL)
    qd_report_add_pair (section, "--seed", seed);
  qd_report_add_paragraph (section, people);
}

static void
add_result (QdReport *report, const QdWargameRun *run, const QdGameHistory *history)
{
  const QdWargameState *st = qd_wargame_record_state (run->record);
  gint b = st->score[QD_WARGAME_BLUE], g = st->score[QD_WARGAME_GREEN];
  g_autofree char *verdict = NULL;
  g_autofree char *blue = g_strdup_printf ("%d", b);
  g_autofree char *green = g_strdup_printf ("%d", g);

  if (run->stopped || !qd_wargame_record_is_over (run->record))
    verdict = g_strdup_printf (_("Stopped after %u moves: Blue %d, Green %d."), qd_wargame_record_n_moves (run->record),
                               b, g);
  else if (b == g)
    verdict = g_strdup_printf (_("A draw at %d each."), b);
  else
    verdict = g_strdup_printf (_("%s wins, %d to %d."), b > g ? _("Blue") : _("Green"), MAX (b, g), MIN (b, g));
  qd_game_history_add_result (report, history, verdict, _("Score"), (const char *const[]) { blue, green });
}

void
qd_wargame_run_report_add (QdReport *report, const QdWargameRun *run)
{
  g_autoptr(QdGameHistory) history = qd_wargame_run_history (run);
  QdWargameRules *rules = qd_wargame_record_get_rules (run->record);
  g_autofree char *board = g_strdup_printf ("%u × %u", rules->board.size, rules->board.size);
  g_autofree char *log = qd_wargame_record_n_moves (run->record) > 0 ? qd_wargame_record_to_log (run->record) : NULL;
  QdGameReport game = { TRUE, run->path, board, qd_wargame_run_draw_position, run->record, 0, 0, run->tree,
                        run->tree_move, log, _("The game’s log (--log): one move per line, then the final scores"),
                        "game-log" };

  qd_wargame_run_game_size (run->record, &game.width, &game.height);
  qd_game_history_add_parts (report, history, &game);
  add_settings (report, run, board);
  add_result (report, run, history);
}

char **
qd_wargame_run_command (const QdWargameRun *run, const char *file)
{
  GPtrArray *words = g_ptr_array_new ();
  QdWargameRules *rules = qd_wargame_record_get_rules (run->record);

  g_ptr_array_add (words, g_strdup ("wargame"));
  g_ptr_array_add (words, g_strdup (run->path != NULL ? run->path : file));
  g_ptr_array_add (words, g_strdup ("--blue"));
  g_ptr_array_add (words, qd_wargame_agent_spec_to_string (&run->agents[QD_WARGAME_BLUE]));
  g_ptr_array_add (words, g_strdup ("--green"));
  g_ptr_array_add (words, qd_wargame_agent_spec_to_string (&run->agents[QD_WARGAME_GREEN]));
  g_ptr_array_add (words, g_strdup ("--rules"));
  g_ptr_array_add (words, g_strdup (qd_wargame_rule_set_to_string (rules->set)));
  if (rules->set == QD_WARGAME_RULES_ATTRITION)
    {
      g_ptr_array_add (words, g_strdup ("--attrition"));
      g_ptr_array_add (words, qd_format_number (rules->attrition));
    }
  if (rules->coin < 1)
    {
      g_ptr_array_add (words, g_strdup ("--coin"));
      g_ptr_array_add (words, qd_format_number (rules->coin));
    }
  g_ptr_array_add (words, g_strdup ("--seed"));
  g_ptr_array_add (words, g_strdup_printf ("%" G_GUINT64_FORMAT, run->seed));
  qd_game_history_end_command (words, run->path, run->tree, run->tree_budget, run->tree_move);
  return (char **) g_ptr_array_free (words, FALSE);
}

QdReport *
qd_wargame_run_report_new (const QdWargameRun *run, const QdPalette *palette)
{
  QdReport *report = report_new (run->path, palette);

  qd_wargame_run_report_add (report, run);
  return report;
}

/* ------------------------------------------------------------ the experiments */

QdReport *
qd_wargame_experiment_report_new (const QdWargameSweepConfig *config, const char *path, GPtrArray *results,
                                  const QdPalette *palette)
{
  QdReport *report = report_new (path, palette);
  QdWargameRules *rules = qd_wargame_rules_new (&config->board, config->set, config->attrition, config->coin);
  g_autoptr(QdWargameRecord) empty = qd_wargame_record_new (rules);
  QdGamePosition board = { qd_wargame_run_draw_position, empty, 0, palette };
  QdReportSection *section;
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, config->seed);
  g_autofree char *csv = qd_wargame_report_csv_by_measure (results);
  double width, height;

  position_size (empty, 0, &width, &height);
  qd_report_add_instance (report, path, width, height, qd_game_position_draw, &board);

  section = qd_report_part (report, QD_REPORT_SETTINGS);
  if (config->mode == QD_WARGAME_SWEEP_MATCHUPS)
    {
      g_autofree char *mm = g_strdup_printf ("%u", config->minimax_depth);
      g_autofree char *ab = g_strdup_printf ("%u", config->alphabeta_depth);

      qd_report_add_pair (section, _("Experiment"), "--matchups");
      add_rules_settings (section, rules);
      qd_report_add_pair (section, "--minimax-depth", mm);
      qd_report_add_pair (section, "--alphabeta-depth", ab);
      if (config->outside != NULL)
        qd_report_add_pair (section, _("Outside agent"), config->outside);
    }
  else
    {
      g_autofree char *agent = config->outside != NULL ? g_strdup (config->outside)
                               : qd_wargame_agent_spec_to_string (&config->agent);
      g_autofree char *attrition = qd_format_number (config->attrition);
      g_autofree char *coin = qd_format_number (config->coin);

      qd_report_add_pair (section, _("Experiment"), "--compare");
      qd_report_add_pair (section, "--blue", agent);
      qd_report_add_pair (section, "--attrition", attrition);
      qd_report_add_pair (section, "--coin", coin);
    }
  qd_report_add_pair (section, "--seed", seed);
  qd_report_add_paragraph (section, config->mode == QD_WARGAME_SWEEP_MATCHUPS && config->outside != NULL
                           ? _("The outside agent against minimax and alpha-beta, as blue and as green; a game it "
                               "forfeits is marked so in the table.")
                           : config->mode == QD_WARGAME_SWEEP_MATCHUPS
                           ? _("The statement’s four matchups: minimax and alpha-beta against each other, each "
                               "side in turn.")
                           : _("One agent against itself under every rule set: classic, Battle, Duel, Attrition and "
                               "classic with a coin."));

  section = qd_report_part (report, QD_REPORT_EXPERIMENT);
  qd_report_add_csv (section, _("A column per game: scores, nodes and time per move, and how each side’s units "
                                "lie (own neighbours per unit, groups); --csv writes a row per game"),
                     "experiment", csv);
  for (guint i = 0; i < results->len; i++)
    {
      const QdWargameMatchResult *r = results->pdata[i];
      QdGamePosition final = { qd_wargame_run_draw_position, r->record, G_MAXUINT, palette };
      g_autofree char *name = g_strdup_printf ("final-board-%u", i + 1);
      g_autofree char *caption = g_strdup_printf (_("The final board of game %u: %s"), i + 1, r->label);

      position_size (r->record, G_MAXUINT, &width, &height);
      qd_report_add_figure (section, caption, name, width, height, qd_game_position_draw, &final);
    }
  qd_wargame_rules_unref (rules);
  return report;
}
