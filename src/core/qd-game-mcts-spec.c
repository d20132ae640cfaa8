/* qd-game-mcts-spec.c — the agent specs of Monte Carlo tree search
 * (`mcts`, `mcts:2000`, `mcts:ms=500,c=1,playout=guided`; qd-game-mcts.h). */
#include "config.h"
#include "qd-game-mcts.h"
#include "qd-format.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#define SPEC_HEAD "mcts"

/* A whole number from 1 to `max` (digits only). */
static gboolean
parse_count (const char *text, guint64 max, guint64 *out)
{
  guint64 value;

  if (!g_ascii_string_to_unsigned (text, 10, 1, max, &value, NULL))
    return FALSE;
  *out = value;
  return TRUE;
}

static gboolean
parse_exploration (const char *text, double *out)
{
  char *end = NULL;
  double value = g_ascii_strtod (text, &end);

  if (*text == '\0' || end == NULL || *end != '\0' || !isfinite (value) || value < 0 || value > 100)
    return FALSE;
  *out = value;
  return TRUE;
}

/* One comma-separated part after `mcts:`; `first` for the first one, which
 * may be a bare count. */
static gboolean
parse_part (const char *spec, const char *part, gboolean first, QdMctsOptions *options, GError **error)
{
  guint64 count;

  if (first && g_ascii_isdigit (part[0]))
    {
      if (!parse_count (part, QD_MCTS_MAX_ITERATIONS, &count))
        goto bad_count;
      options->iterations = count;
      options->time_budget_us = 0;
      return TRUE;
    }
  if (g_str_has_prefix (part, "ms="))
    {
      if (!parse_count (part + 3, QD_MCTS_MAX_MS, &count))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       _("“%s”: the milliseconds of ms= must be a whole number from 1 to %u"), spec,
                       QD_MCTS_MAX_MS);
          return FALSE;
        }
      options->time_budget_us = (gint64) count * 1000;
      options->iterations = 0;
      return TRUE;
    }
  if (g_str_has_prefix (part, "iterations="))
    {
      if (!parse_count (part + 11, QD_MCTS_MAX_ITERATIONS, &count))
        goto bad_count;
      options->iterations = count;
      options->time_budget_us = 0;
      return TRUE;
    }
  if (g_str_has_prefix (part, "c="))
    {
      if (parse_exploration (part + 2, &options->exploration))
        return TRUE;
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("“%s”: the exploration constant c= must be a number from 0 to 100"), spec);
      return FALSE;
    }
  if (g_str_equal (part, "playout=random") || g_str_equal (part, "playout=guided"))
    {
      options->playout = g_str_equal (part, "playout=random") ? QD_MCTS_PLAYOUT_RANDOM : QD_MCTS_PLAYOUT_GUIDED;
      return TRUE;
    }
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
               _("“%s”: unknown part “%s” (use mcts, mcts:ITERATIONS or mcts:ms=MS, then ,c=C and "
                 ",playout=random or ,playout=guided)"), spec, part);
  return FALSE;

bad_count:
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
               _("“%s”: the iterations must be a whole number from 1 to %u"), spec, QD_MCTS_MAX_ITERATIONS);
  return FALSE;
}

gboolean
qd_mcts_spec_parse (const char *spec, QdMctsOptions *options, GError **error)
{
  g_auto(GStrv) parts = NULL;
  QdMctsOptions parsed;

  if (spec == NULL || !g_str_has_prefix (spec, SPEC_HEAD))
    return FALSE;
  if (spec[strlen (SPEC_HEAD)] != '\0' && spec[strlen (SPEC_HEAD)] != ':')
    return FALSE;   /* another agent's name that starts the same way */
  qd_mcts_options_init (&parsed);
  if (spec[strlen (SPEC_HEAD)] == ':')
    {
      /* g_strsplit gives no part at all for "": `mcts:` is an empty part. */
      if (spec[strlen (SPEC_HEAD) + 1] == '\0')
        return parse_part (spec, "", TRUE, &parsed, error);
      parts = g_strsplit (spec + strlen (SPEC_HEAD) + 1, ",", -1);
      for (guint i = 0; parts[i] != NULL; i++)
        if (!parse_part (spec, parts[i], i == 0, &parsed, error))
          return FALSE;
    }
  *options = parsed;
  return TRUE;
}

char *
qd_mcts_spec_to_string (const QdMctsOptions *options)
{
  GString *out = g_string_new (SPEC_HEAD);
  g_autofree char *c = NULL;

  if (options->time_budget_us != 0 && options->iterations == 0)
    g_string_append_printf (out, ":ms=%u", (guint) MAX (1, options->time_budget_us / 1000));
  else if (options->iterations != QD_MCTS_DEFAULT_ITERATIONS)
    g_string_append_printf (out, ":%u", (guint) options->iterations);
  if (options->exploration != QD_MCTS_DEFAULT_EXPLORATION)
    {
      c = qd_format_number (options->exploration);
      g_string_append_printf (out, "%sc=%s", out->len == strlen (SPEC_HEAD) ? ":" : ",", c);
    }
  if (options->playout == QD_MCTS_PLAYOUT_GUIDED)
    g_string_append_printf (out, "%splayout=guided", out->len == strlen (SPEC_HEAD) ? ":" : ",");
  return g_string_free (out, FALSE);
}

char *
qd_mcts_spec_describe (const QdMctsOptions *options)
{
  g_autofree char *budget = NULL;
  const char *playout;

  if (options->time_budget_us != 0 && options->iterations == 0)
    {
      guint ms = (guint) MAX (1, options->time_budget_us / 1000);

      budget = g_strdup_printf (ngettext ("%u millisecond a move", "%u milliseconds a move", ms), ms);
    }
  else
    {
      guint n = (guint) options->iterations;

      budget = g_strdup_printf (ngettext ("%u iteration", "%u iterations", n), n);
    }
  playout = options->playout == QD_MCTS_PLAYOUT_GUIDED ? _("guided playouts") : _("random playouts");
  /* Translators: "Monte Carlo tree search, 2000 iterations, random playouts". */
  return g_strdup_printf (_("Monte Carlo tree search, %s, %s"), budget, playout);
}
