/* qd-takestones-experiment-sweep.c — the evaluator experiment as a sweep
 * (core/qd-sweep.h): its settings checked, written as a line and read back,
 * its games' keys and raw rows, and raw files merged back into an experiment. */
#include "config.h"
#include "qd-takestones-experiment.h"

#include <glib/gi18n.h>
#include <string.h>
#include <inttypes.h>

/* More games than this would take years at the default depths. */
#define MAX_GAMES 100000000

const char *const qd_takestones_experiment_raw_columns[] = {
  "run", "key", "depth", "n", "opening", "threats_player", "winner",
  "threats_nodes", "statement_nodes", "threats_moves", "statement_moves", NULL
};
#define N_FIELDS 9   /* after run and key */

static const char *const setting_names[] = {
  "n-min", "n-max", "depth-min", "depth-max", "openings", "opening-plies", "seed", NULL
};

static gboolean
bad (GError **error, const char *message)
{
  g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, message);
  return FALSE;
}

gboolean
qd_takestones_experiment_settings_check (const QdTakestonesExperimentSettings *s, GError **error)
{
  guint64 games;

  if (s->n_min < 1 || s->n_max > QD_TAKESTONES_MAX || s->n_min > s->n_max)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("the boards must be from 1 to %d stones, --n-min at most --n-max"), QD_TAKESTONES_MAX);
      return FALSE;
    }
  if (s->depth_min < 1 || s->depth_max > QD_TAKESTONES_EXPERIMENT_MAX_DEPTH || s->depth_min > s->depth_max)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("the depths must be from 1 to %d, --depth-min at most --depth-max"),
                   QD_TAKESTONES_EXPERIMENT_MAX_DEPTH);
      return FALSE;
    }
  if (s->openings < 1)
    return bad (error, _("--openings must be at least 1"));
  if (s->opening_plies > QD_TAKESTONES_MAX)
    return bad (error, _("--opening-plies must not be more than the stones"));
  games = (guint64) (s->n_max - s->n_min + 1) * (s->depth_max - s->depth_min + 1) * s->openings * 2;
  if (games > MAX_GAMES)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("these settings make %" PRIu64 " games, more than %d"), games, MAX_GAMES);
      return FALSE;
    }
  return TRUE;
}

char *
qd_takestones_experiment_settings_line (const QdTakestonesExperimentSettings *s)
{
  return g_strdup_printf ("n-min=%u n-max=%u depth-min=%u depth-max=%u openings=%u opening-plies=%u seed=%u",
                          s->n_min, s->n_max, s->depth_min, s->depth_max, MAX (s->openings, 1), s->opening_plies,
                          s->seed);
}

gboolean
qd_takestones_experiment_settings_parse (const char *line, QdTakestonesExperimentSettings *s, GError **error)
{
  g_auto(GStrv) values = g_new0 (char *, G_N_ELEMENTS (setting_names));
  guint *targets[] = { &s->n_min, &s->n_max, &s->depth_min, &s->depth_max, &s->openings, &s->opening_plies,
                       &s->seed };
  g_autoptr(GError) local = NULL;

  G_STATIC_ASSERT (G_N_ELEMENTS (targets) == G_N_ELEMENTS (setting_names) - 1);
  if (!qd_sweep_settings_split (line, setting_names, values, error))
    return FALSE;
  for (guint k = 0; k < G_N_ELEMENTS (targets); k++)
    {
      guint64 number;

      if (!g_ascii_string_to_unsigned (values[k], 10, 0, G_MAXUINT32, &number, NULL))
        {
          g_set_error (error, QD_SWEEP_ERROR, QD_SWEEP_ERROR_FORMAT, _("settings “%s”: %s is not a number"), line,
                       setting_names[k]);
          return FALSE;
        }
      *targets[k] = (guint) number;
    }
  if (!qd_takestones_experiment_settings_check (s, &local))
    {
      g_set_error (error, QD_SWEEP_ERROR, QD_SWEEP_ERROR_FORMAT, _("settings “%s”: %s"), line, local->message);
      return FALSE;
    }
  return TRUE;
}

char *
qd_takestones_experiment_run_key (const QdTakestonesExperimentSettings *settings, guint64 index)
{
  QdTakestonesExperimentGame game;

  qd_takestones_experiment_place (settings, index, &game);
  return g_strdup_printf ("depth=%u n=%u opening=%u threats=P%u", game.depth, game.n, game.opening + 1,
                          game.threats_player);
}

char **
qd_takestones_experiment_raw_fields (const QdTakestonesExperimentGame *game)
{
  char **fields = g_new0 (char *, N_FIELDS + 1);

  fields[0] = g_strdup_printf ("%u", game->depth);
  fields[1] = g_strdup_printf ("%u", game->n);
  fields[2] = g_strdup_printf ("%u", game->opening + 1);
  fields[3] = g_strdup_printf ("%u", game->threats_player);
  fields[4] = g_strdup_printf ("%u", game->winner);
  fields[5] = g_strdup_printf ("%" G_GUINT64_FORMAT, game->threats_nodes);
  fields[6] = g_strdup_printf ("%" G_GUINT64_FORMAT, game->statement_nodes);
  fields[7] = g_strdup_printf ("%u", game->threats_moves);
  fields[8] = g_strdup_printf ("%u", game->statement_moves);
  return fields;
}

/* A field that must be `expected` (the place its index says), or any
 * number up to `max` (expected G_MAXUINT64) into *value. */
static gboolean
field (const char *text, guint64 expected, guint64 max, guint64 *value)
{
  guint64 number;

  if (!g_ascii_string_to_unsigned (text, 10, 0, max, &number, NULL))
    return FALSE;
  if (value != NULL)
    *value = number;
  return expected == G_MAXUINT64 || number == expected;
}

/* Row r of a raw file as a game, checked against what its index says. */
static gboolean
raw_game (const QdTakestonesExperimentSettings *s, const QdSweepRaw *raw, guint r, QdTakestonesExperimentGame *game,
          GError **error)
{
  char **f = raw->rows->pdata[r];
  guint64 winner, moves[2];

  qd_takestones_experiment_place (s, raw->runs[r], game);
  {
    /* Each field with what it must be (G_MAXUINT64: anything up to its
     * bound) and where it goes; the first wrong one is named. */
    const struct { guint64 expected, max; guint64 *value; } fields[] = {
      { game->depth, G_MAXUINT32, NULL }, { game->n, G_MAXUINT32, NULL },
      { game->opening + 1, G_MAXUINT32, NULL }, { game->threats_player, 2, NULL },
      { G_MAXUINT64, 2, &winner }, { G_MAXUINT64, G_MAXUINT64, &game->threats_nodes },
      { G_MAXUINT64, G_MAXUINT64, &game->statement_nodes }, { G_MAXUINT64, QD_TAKESTONES_MAX, &moves[0] },
      { G_MAXUINT64, QD_TAKESTONES_MAX, &moves[1] },
    };

    for (guint k = 0; k < G_N_ELEMENTS (fields); k++)
      if (!field (f[2 + k], fields[k].expected, fields[k].max, fields[k].value))
        return qd_sweep_raw_bad_row (raw, r, 2 + (gint) k, error);
  }
  game->winner = (guint) winner;
  game->threats_moves = (guint) moves[0];
  game->statement_moves = (guint) moves[1];
  return TRUE;
}

gboolean
qd_takestones_experiment_add_raw (QdTakestonesExperiment *report, const QdSweepRaw *raw, GError **error)
{
  if (!qd_sweep_raw_check_columns (raw, "takestones", qd_takestones_experiment_raw_columns, error) ||
      !qd_sweep_raw_check_total (raw, qd_takestones_experiment_n_games (&report->settings), error))
    return FALSE;
  for (guint r = 0; r < raw->rows->len; r++)
    {
      QdTakestonesExperimentGame game;

      if (!raw_game (&report->settings, raw, r, &game, error))
        return FALSE;
      qd_takestones_experiment_add_game (report, &game);
    }
  return TRUE;
}

QdTakestonesExperiment *
qd_takestones_experiment_merge (QdSweepRaw *const *raws, guint n, gboolean **found, GError **error)
{
  g_autoptr(QdTakestonesExperiment) report = NULL;
  QdTakestonesExperimentSettings settings;

  g_return_val_if_fail (n > 0, NULL);
  if (!qd_sweep_raw_check (raws, n, found, NULL, error) ||
      !qd_takestones_experiment_settings_parse (raws[0]->settings, &settings, error))
    return NULL;
  report = qd_takestones_experiment_new (&settings);
  for (guint f = 0; f < n; f++)
    if (!qd_takestones_experiment_add_raw (report, raws[f], error))
      return NULL;
  qd_takestones_experiment_tally (report);
  return g_steal_pointer (&report);
}
