/* qd-sweep.c — shards, raw files and their merging. */
#include "config.h"
#include "qd-sweep.h"
#include "qd-file.h"
#include "qd-text.h"

#include <errno.h>
#include <math.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <inttypes.h>

#define MAGIC "# quandary sweep 1"
#define MAX_SHARDS 1000000

G_DEFINE_QUARK (qd-sweep-error-quark, qd_sweep_error)

gboolean
qd_sweep_shard_parse (const char *text, QdSweepShard *shard, GError **error)
{
  g_auto(GStrv) parts = text != NULL ? g_strsplit (text, "/", 3) : NULL;
  guint64 i, n;

  if (parts == NULL || g_strv_length (parts) != 2 ||
      !g_ascii_string_to_unsigned (parts[1], 10, 1, MAX_SHARDS, &n, NULL) ||
      !g_ascii_string_to_unsigned (parts[0], 10, 1, n, &i, NULL))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--shard: “%s” is not I/N with 1 ≤ I ≤ N ≤ %u (such as 2/8)"), text != NULL ? text : "",
                   MAX_SHARDS);
      return FALSE;
    }
  shard->index = (guint) i;
  shard->count = (guint) n;
  return TRUE;
}

/* ------------------------------------------------------------------- CSV */

/* The fields of one line (quotes as written by append_field); NULL when a
 * quote is not closed. */
static GPtrArray *
split_line (const char *line)
{
  GPtrArray *fields = g_ptr_array_new_with_free_func (g_free);
  GString *field = g_string_new (NULL);
  const char *p = line;

  for (;;)
    {
      g_string_truncate (field, 0);
      if (*p == '"')
        {
          for (p++;; p++)
            {
              if (*p == '\0')
                {
                  g_string_free (field, TRUE);
                  g_ptr_array_unref (fields);
                  return NULL;
                }
              if (*p == '"' && p[1] == '"')
                p++;
              else if (*p == '"')
                {
                  p++;
                  break;
                }
              g_string_append_c (field, *p);
            }
        }
      while (*p != '\0' && *p != ',')
        g_string_append_c (field, *p++);
      g_ptr_array_add (fields, g_strdup (field->str));
      if (*p == '\0')
        break;
      p++;
    }
  g_string_free (field, TRUE);
  return fields;
}

/* ---------------------------------------------------------------- reading */

void
qd_sweep_raw_free (QdSweepRaw *raw)
{
  qd_owned_free (raw);
}

gint
qd_sweep_raw_column (const QdSweepRaw *raw, const char *name)
{
  for (guint c = 0; c < raw->n_columns; c++)
    if (strcmp (raw->columns[c], name) == 0)
      return (gint) c;
  return -1;
}

static gboolean
fail (GError **error, QdSweepError code, const char *path, guint line, const char *message)
{
  if (line > 0)
    g_set_error (error, QD_SWEEP_ERROR, code, _("%s, line %u: %s"), path, line, message);
  else
    g_set_error (error, QD_SWEEP_ERROR, code, "%s: %s", path, message);
  return FALSE;
}

/* The whole file, bounded like every file read; errors name the path. */
static gboolean
read_text (const char *path, char **text, gsize *length, GError **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GError *local = NULL;

  if (qd_file_read (file, 0, text, length, &local))
    return TRUE;
  g_set_error (error, local->domain, local->code, "%s: %s", path, local->message);
  g_error_free (local);
  return FALSE;
}

/* "# NAME: value" at lines[k], or NULL. */
static const char *
header_value (char **lines, guint k, guint n, const char *name)
{
  gsize len = strlen (name);

  if (k >= n || !g_str_has_prefix (lines[k], "# ") || strncmp (lines[k] + 2, name, len) != 0 ||
      strncmp (lines[k] + 2 + len, ": ", 2) != 0)
    return NULL;
  return lines[k] + 4 + len;
}

QdSweepRaw *
qd_sweep_raw_read (const char *path, GError **error)
{
  g_autofree char *text = NULL;
  gsize length;
  g_auto(GStrv) lines = NULL;
  guint n_lines, complete;
  g_autoptr(QdSweepRaw) raw = g_new0 (QdSweepRaw, 1);
  g_autoptr(GArray) runs = g_array_new (FALSE, FALSE, sizeof (guint64));
  g_autoptr(GArray) row_lines = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  const char *experiment, *settings, *total;
  GPtrArray *header;

  if (!read_text (path, &text, &length, error))
    return NULL;
  if (memchr (text, '\0', length) != NULL || !g_utf8_validate (text, (gssize) length, NULL))
    {
      fail (error, QD_SWEEP_ERROR_FORMAT, path, 0, _("not a text file"));
      return NULL;
    }
  lines = g_strsplit (text, "\n", -1);
  n_lines = g_strv_length (lines);
  /* The last piece follows the last newline: empty, or cut short. */
  complete = n_lines > 0 ? n_lines - 1 : 0;
  for (guint k = 0; k < complete; k++)
    g_strchomp (lines[k]);
  raw->path = qd_owned_add (&raw->owned, g_strdup (path), g_free);
  raw->rows = qd_owned_add (&raw->owned, g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev),
                            (GDestroyNotify) g_ptr_array_unref);
  experiment = header_value (lines, 1, complete, "experiment");
  settings = header_value (lines, 2, complete, "settings");
  total = header_value (lines, 3, complete, "runs");
  if (complete < 5 || strcmp (lines[0], MAGIC) != 0 || experiment == NULL || settings == NULL || total == NULL)
    {
      fail (error, QD_SWEEP_ERROR_FORMAT, path, 0,
            _("not a raw file of quandary-cli experiment --raw (its first lines are “# quandary sweep 1”, "
              "“# experiment: …”, “# settings: …”, “# runs: …” and the columns)"));
      return NULL;
    }
  raw->experiment = qd_owned_add (&raw->owned, g_strdup (experiment), g_free);
  raw->settings = qd_owned_add (&raw->owned, g_strdup (settings), g_free);
  if (!g_ascii_string_to_unsigned (total, 10, 1, G_MAXUINT32, &raw->total, NULL))
    {
      fail (error, QD_SWEEP_ERROR_FORMAT, path, 4, _("the number of runs is not a positive number"));
      return NULL;
    }
  header = split_line (lines[4]);
  if (header == NULL || header->len < 2 || strcmp (header->pdata[0], "run") != 0 ||
      strcmp (header->pdata[1], "key") != 0)
    {
      if (header != NULL)
        g_ptr_array_unref (header);
      fail (error, QD_SWEEP_ERROR_FORMAT, path, 5, _("the columns must begin with run,key"));
      return NULL;
    }
  raw->n_columns = header->len;
  g_ptr_array_add (header, NULL);
  raw->columns = qd_owned_add (&raw->owned, g_ptr_array_free (header, FALSE), (GDestroyNotify) g_strfreev);

  for (guint k = 5; k < complete; k++)
    {
      GPtrArray *fields;
      guint64 run;

      if (lines[k][0] == '\0' || lines[k][0] == '#')
        continue;
      fields = split_line (lines[k]);
      if (fields == NULL || fields->len != raw->n_columns)
        {
          g_autofree char *message = g_strdup_printf (_("%u fields where the header has %u"),
                                                      fields != NULL ? fields->len : 0, raw->n_columns);

          if (fields != NULL)
            g_ptr_array_unref (fields);
          fail (error, QD_SWEEP_ERROR_FORMAT, path, k + 1, message);
          return NULL;
        }
      if (!g_ascii_string_to_unsigned (fields->pdata[0], 10, 0, raw->total - 1, &run, NULL))
        {
          g_autofree char *message = g_strdup_printf (_("run “%s” is not a run from 0 to %" PRIu64),
                                                      (const char *) fields->pdata[0], raw->total - 1);

          g_ptr_array_unref (fields);
          fail (error, QD_SWEEP_ERROR_FORMAT, path, k + 1, message);
          return NULL;
        }
      /* A run appears once: a second row of it would count it twice. */
      {
        gpointer first = g_hash_table_lookup (seen, &run);
        guint line = k + 1;

        if (first != NULL)
          {
            g_autofree char *message = g_strdup_printf (_("run %" PRIu64 " is already at line %u: a run appears "
                                                          "once in a raw file"), run, GPOINTER_TO_UINT (first));

            g_ptr_array_unref (fields);
            fail (error, QD_SWEEP_ERROR_OVERLAP, path, line, message);
            return NULL;
          }
        g_hash_table_insert (seen, g_memdup2 (&run, sizeof run), GUINT_TO_POINTER (line));
        g_array_append_val (row_lines, line);
      }
      g_array_append_val (runs, run);
      g_ptr_array_add (fields, NULL);
      g_ptr_array_add (raw->rows, g_ptr_array_free (fields, FALSE));
    }
  raw->runs = qd_owned_add (&raw->owned, g_array_free (g_steal_pointer (&runs), FALSE), g_free);
  raw->lines = qd_owned_add (&raw->owned, g_array_free (g_steal_pointer (&row_lines), FALSE), g_free);
  return g_steal_pointer (&raw);
}

gboolean *
qd_sweep_raw_done (const QdSweepRaw *raw)
{
  gboolean *done = g_new0 (gboolean, raw->total);

  for (guint r = 0; r < raw->rows->len; r++)
    done[raw->runs[r]] = TRUE;
  return done;
}

/* Where two raw files' settings differ, for people: the words of each
 * that the other lacks, or their run counts ("“n=10,20” against
 * “n=10,30”"; "24 runs against 36"), never two long lines that look
 * alike. */
static char *
describe_difference (const QdSweepRaw *a, const QdSweepRaw *b)
{
  g_auto(GStrv) wa = g_strsplit (a->settings, " ", -1);
  g_auto(GStrv) wb = g_strsplit (b->settings, " ", -1);
  g_autoptr(GString) only_a = g_string_new (NULL);
  g_autoptr(GString) only_b = g_string_new (NULL);

  for (guint i = 0; wa[i] != NULL; i++)
    if (!g_strv_contains ((const char *const *) wb, wa[i]))
      g_string_append_printf (only_a, "%s%s", only_a->len > 0 ? " " : "", wa[i]);
  for (guint i = 0; wb[i] != NULL; i++)
    if (!g_strv_contains ((const char *const *) wa, wb[i]))
      g_string_append_printf (only_b, "%s%s", only_b->len > 0 ? " " : "", wb[i]);
  if (only_a->len == 0 && only_b->len == 0)
    return g_strdup_printf (_("%" PRIu64 " runs against %" PRIu64), a->total, b->total);
  return g_strdup_printf (_("“%s” against “%s”"), only_a->str, only_b->str);
}

gboolean
qd_sweep_raw_check (QdSweepRaw *const *raws, guint n, gboolean **found, guint64 *count, GError **error)
{
  g_autofree gboolean *seen = NULL;
  g_autofree guint *where = NULL;
  guint64 present = 0;

  g_return_val_if_fail (n > 0, FALSE);
  for (guint f = 1; f < n; f++)
    {
      const char *what = NULL;

      if (strcmp (raws[f]->experiment, raws[0]->experiment) != 0)
        what = _("another experiment");
      else if (strcmp (raws[f]->settings, raws[0]->settings) != 0 || raws[f]->total != raws[0]->total)
        what = _("other settings");
      else if (!g_strv_equal ((const char *const *) raws[f]->columns, (const char *const *) raws[0]->columns))
        what = _("other columns");
      if (what != NULL)
        {
          g_autofree char *difference = strcmp (raws[f]->experiment, raws[0]->experiment) != 0
                                        ? g_strdup_printf (_("“%s” against “%s”"), raws[0]->experiment,
                                                           raws[f]->experiment)
                                        : describe_difference (raws[0], raws[f]);

          g_set_error (error, QD_SWEEP_ERROR, QD_SWEEP_ERROR_MISMATCH,
                       _("%s is a run of %s than %s (%s): only the shards of one experiment with the same "
                         "settings merge"), raws[f]->path, what, raws[0]->path, difference);
          return FALSE;
        }
    }
  seen = g_new0 (gboolean, raws[0]->total);
  where = g_new0 (guint, raws[0]->total);
  for (guint f = 0; f < n; f++)
    for (guint r = 0; r < raws[f]->rows->len; r++)
      {
        guint64 run = raws[f]->runs[r];

        if (seen[run])
          {
            const QdSweepRaw *first = raws[where[run]];
            guint line = 0;

            for (guint k = 0; k < first->rows->len; k++)
              if (first->runs[k] == run)
                line = first->lines[k];
            g_set_error (error, QD_SWEEP_ERROR, QD_SWEEP_ERROR_OVERLAP,
                         _("run %" PRIu64 " (%s) is in %s (line %u) and in %s (line %u): shards must not overlap"),
                         run, ((char **) raws[f]->rows->pdata[r])[1], first->path, line, raws[f]->path,
                         raws[f]->lines[r]);
            return FALSE;
          }
        seen[run] = TRUE;
        where[run] = f;
        present++;
      }
  if (found != NULL)
    *found = g_steal_pointer (&seen);
  if (count != NULL)
    *count = present;
  return TRUE;
}

char *
qd_sweep_describe_missing (const gboolean *found, guint64 total, guint max)
{
  GString *out = g_string_new (NULL);
  guint ranges = 0;

  for (guint64 r = 0; r < total; r++)
    {
      guint64 end = r;

      if (found[r])
        continue;
      while (end + 1 < total && !found[end + 1])
        end++;
      if (ranges == max)
        {
          g_string_append (out, ", …");
          break;
        }
      if (ranges > 0)
        g_string_append (out, ", ");
      if (end == r)
        g_string_append_printf (out, "%" G_GUINT64_FORMAT, r);
      else
        g_string_append_printf (out, "%" G_GUINT64_FORMAT "-%" G_GUINT64_FORMAT, r, end);
      ranges++;
      r = end;
    }
  return g_string_free (out, FALSE);
}

/* ---------------------------------------------------------------- writing */

struct _QdSweepWriter {
  FILE *file;
  gboolean is_stdout;
  char *path;
  guint n_fields;             /* after run and key */
  GString *line;
};

static gboolean
write_error (GError **error, const char *path, int saved)
{
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), "%s: %s", path, g_strerror (saved));
  return FALSE;
}

/* An existing raw file continued: the same experiment, settings and
 * columns; a line cut short at its end goes. */
static gboolean
check_append (const char *path, const char *experiment, const char *settings, guint64 total,
              const char *const *columns, gboolean *fresh, GError **error)
{
  g_autoptr(QdSweepRaw) raw = NULL;
  g_autofree char *text = NULL;
  gsize length;
  GError *local = NULL;

  *fresh = FALSE;
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      *fresh = TRUE;
      return TRUE;
    }
  if (!read_text (path, &text, &length, &local))
    {
      if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        {
          g_error_free (local);
          *fresh = TRUE;
          return TRUE;
        }
      g_propagate_error (error, local);
      return FALSE;
    }
  if (length == 0)
    {
      *fresh = TRUE;
      return TRUE;
    }
  raw = qd_sweep_raw_read (path, error);
  if (raw == NULL)
    return FALSE;
  if (strcmp (raw->experiment, experiment) != 0 || strcmp (raw->settings, settings) != 0 || raw->total != total ||
      !g_strv_equal ((const char *const *) raw->columns, columns))
    {
      g_set_error (error, QD_SWEEP_ERROR, QD_SWEEP_ERROR_MISMATCH,
                   _("%s holds runs of other settings (“%s”), not of these (“%s”)"), path, raw->settings, settings);
      return FALSE;
    }
  if (text[length - 1] != '\n')
    {
      const char *last = g_strrstr_len (text, (gssize) length, "\n");

      if (truncate (path, last != NULL ? (off_t) (last - text + 1) : 0) != 0)
        return write_error (error, path, errno);
    }
  return TRUE;
}

QdSweepWriter *
qd_sweep_writer_open (const char *path, gboolean append, const char *experiment, const char *settings,
                      guint64 total, const char *const *columns, GError **error)
{
  QdSweepWriter *w;
  gboolean fresh = TRUE;
  guint n = g_strv_length ((char **) columns);

  g_return_val_if_fail (n >= 2 && strcmp (columns[0], "run") == 0 && strcmp (columns[1], "key") == 0, NULL);
  if (append && strcmp (path, "-") != 0 && !check_append (path, experiment, settings, total, columns, &fresh, error))
    return NULL;
  w = g_new0 (QdSweepWriter, 1);
  w->path = g_strdup (path);
  w->n_fields = n - 2;
  w->line = g_string_new (NULL);
  w->is_stdout = strcmp (path, "-") == 0;
  w->file = w->is_stdout ? stdout : g_fopen (path, append && !fresh ? "a" : "w");
  if (w->file == NULL)
    {
      write_error (error, path, errno);
      qd_sweep_writer_close (w, NULL);
      return NULL;
    }
  if (!append || fresh || w->is_stdout)
    {
      g_string_printf (w->line, "%s\n# experiment: %s\n# settings: %s\n# runs: %" G_GUINT64_FORMAT "\n", MAGIC,
                       experiment, settings, total);
      for (guint c = 0; c < n; c++)
        {
          if (c > 0)
            g_string_append_c (w->line, ',');
          qd_text_append_csv_field (w->line, columns[c]);
        }
      g_string_append_c (w->line, '\n');
      if (fwrite (w->line->str, 1, w->line->len, w->file) != w->line->len || fflush (w->file) != 0)
        {
          write_error (error, path, errno);
          qd_sweep_writer_close (w, NULL);
          return NULL;
        }
    }
  return w;
}

gboolean
qd_sweep_writer_row (QdSweepWriter *w, guint64 run, const char *key, const char *const *fields, GError **error)
{
  g_string_printf (w->line, "%" G_GUINT64_FORMAT ",", run);
  qd_text_append_csv_field (w->line, key);
  for (guint c = 0; c < w->n_fields; c++)
    {
      g_string_append_c (w->line, ',');
      qd_text_append_csv_field (w->line, fields[c]);
    }
  g_string_append_c (w->line, '\n');
  /* Flushed at once: a shard killed later keeps this run. */
  if (fwrite (w->line->str, 1, w->line->len, w->file) != w->line->len || fflush (w->file) != 0)
    return write_error (error, w->path, errno);
  return TRUE;
}

gboolean
qd_sweep_writer_close (QdSweepWriter *w, GError **error)
{
  gboolean ok = TRUE;

  if (w == NULL)
    return TRUE;
  if (w->file != NULL && !w->is_stdout && fclose (w->file) != 0)
    ok = write_error (error, w->path, errno);
  g_free (w->path);
  g_string_free (w->line, TRUE);
  g_free (w);
  return ok;
}

/* ----------------------------------------------------- an experiment's part */

gboolean
qd_sweep_raw_check_columns (const QdSweepRaw *raw, const char *experiment, const char *const *columns,
                            GError **error)
{
  if (raw->n_columns == g_strv_length ((char **) columns) && g_strv_equal ((const char *const *) raw->columns, columns))
    return TRUE;
  g_set_error (error, QD_SWEEP_ERROR, QD_SWEEP_ERROR_FORMAT, _("%s: not the columns of experiment %s"), raw->path,
               experiment);
  return FALSE;
}

gboolean
qd_sweep_raw_check_total (const QdSweepRaw *raw, guint64 total, GError **error)
{
  if (raw->total == total)
    return TRUE;
  g_set_error (error, QD_SWEEP_ERROR, QD_SWEEP_ERROR_FORMAT,
               _("%s: %" PRIu64 " runs, where its settings make %" PRIu64), raw->path, raw->total,
               total);
  return FALSE;
}

gboolean
qd_sweep_raw_bad_row (const QdSweepRaw *raw, guint row, gint column, GError **error)
{
  char **fields = raw->rows->pdata[row];

  if (column >= 0 && (guint) column < raw->n_columns)
    g_set_error (error, QD_SWEEP_ERROR, QD_SWEEP_ERROR_FORMAT,
                 _("%s: line %u, column %s: “%s” is not what run %" PRIu64 " (%s) of these settings has"),
                 raw->path, raw->lines[row], raw->columns[column], fields[column], raw->runs[row], fields[1]);
  else
    g_set_error (error, QD_SWEEP_ERROR, QD_SWEEP_ERROR_FORMAT,
                 _("%s: line %u: the row of run %" PRIu64 " is not a run of these settings (%s)"), raw->path,
                 raw->lines[row], raw->runs[row], fields[1]);
  return FALSE;
}

gboolean
qd_sweep_settings_error (GError **error, const char *settings, const char *what)
{
  g_set_error (error, QD_SWEEP_ERROR, QD_SWEEP_ERROR_FORMAT, _("settings “%s”: %s"), settings, what);
  return FALSE;
}

gboolean
qd_sweep_settings_split (const char *settings, const char *const *names, char **values, GError **error)
{
  g_auto(GStrv) words = g_strsplit (settings, " ", -1);
  guint n_names = g_strv_length ((char **) names);

  memset (values, 0, n_names * sizeof *values);
  for (guint w = 0; words[w] != NULL; w++)
    {
      const char *eq = strchr (words[w], '=');
      guint k;

      if (eq == NULL || eq == words[w])
        return qd_sweep_settings_error (error, settings, _("a word is not NAME=VALUE"));
      for (k = 0; k < n_names; k++)
        if (strlen (names[k]) == (gsize) (eq - words[w]) && strncmp (names[k], words[w], (gsize) (eq - words[w])) == 0)
          break;
      if (k == n_names || values[k] != NULL)
        return qd_sweep_settings_error (error, settings, k == n_names ? _("an unknown setting")
                                                                      : _("a setting given twice"));
      values[k] = g_strdup (eq + 1);
    }
  for (guint k = 0; k < n_names; k++)
    if (values[k] == NULL)
      return qd_sweep_settings_error (error, settings, _("a setting is missing"));
  return TRUE;
}

char *
qd_sweep_format_double (double value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  /* The fewest significant digits that read back to the same double. */
  for (int digits = 1; digits <= 17; digits++)
    {
      char format[8];

      g_snprintf (format, sizeof format, "%%.%dg", digits);
      g_ascii_formatd (buffer, sizeof buffer, format, value);
      if (g_ascii_strtod (buffer, NULL) == value)
        break;
    }
  return g_strdup (buffer);
}

gboolean
qd_sweep_parse_double (const char *text, double *value)
{
  char *end = NULL;

  if (text[0] == '\0' || g_ascii_isspace (text[0]))
    return FALSE;
  *value = g_ascii_strtod (text, &end);
  return end != NULL && *end == '\0' && isfinite (*value);
}

char *
qd_sweep_format_text (const char *text)
{
  return g_uri_escape_string (text, "!$&'()*+,;=:@/[]{}<>\"#?^`|\\", TRUE);
}

char *
qd_sweep_parse_text (const char *value)
{
  char *text = g_uri_unescape_string (value, NULL);

  if (text != NULL && !g_utf8_validate (text, -1, NULL))
    g_clear_pointer (&text, g_free);
  return text;
}

/* ------------------------------------------------------------ merging */

static gint
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The raw files of a folder, by name: those whose first line is a raw
 * file's (a merged CSV or a log beside them is left alone). */
static gboolean
folder_files (const char *folder, GPtrArray *files, GError **error)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, error);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (dir == NULL)
    return FALSE;
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (folder, names->pdata[i], NULL);
      char head[32] = "";
      FILE *f = g_file_test (path, G_FILE_TEST_IS_REGULAR) ? fopen (path, "rb") : NULL;

      if (f == NULL)
        continue;
      if (fgets (head, sizeof head, f) != NULL && g_str_has_prefix (head, "# quandary sweep 1"))
        g_ptr_array_add (files, g_steal_pointer (&path));
      fclose (f);
    }
  if (files->len == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("%s holds no raw file of an experiment’s shards"),
                   folder);
      return FALSE;
    }
  return TRUE;
}

GPtrArray *
qd_sweep_read_files (const char *const *paths, gboolean folder, gboolean **found, guint64 *present, GError **error)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) raws = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_sweep_raw_free);

  if (folder && !folder_files (paths[0], files, error))
    return NULL;
  for (guint i = 0; !folder && paths[i] != NULL; i++)
    g_ptr_array_add (files, g_strdup (paths[i]));
  for (guint i = 0; i < files->len; i++)
    {
      QdSweepRaw *raw = qd_sweep_raw_read (files->pdata[i], error);

      if (raw == NULL)
        return NULL;
      g_ptr_array_add (raws, raw);
    }
  if (raws->len == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("No raw file to merge"));
      return NULL;
    }
  if (!qd_sweep_raw_check ((QdSweepRaw *const *) raws->pdata, raws->len, found, present, error))
    return NULL;
  return g_steal_pointer (&raws);
}

static gint
compare_runs (gconstpointer a, gconstpointer b, gpointer offset)
{
  guint64 x = *(const guint64 *) ((const char *) a + GPOINTER_TO_SIZE (offset));
  guint64 y = *(const guint64 *) ((const char *) b + GPOINTER_TO_SIZE (offset));

  return (x > y) - (x < y);
}

void
qd_sweep_sort_by_run (GArray *results, gsize index_offset)
{
  g_array_sort_with_data (results, compare_runs, GSIZE_TO_POINTER (index_offset));
}

char *
qd_sweep_describe_merge (guint n_files, const gboolean *found, guint64 present, guint64 total)
{
  g_autofree char *missing = NULL;

  if (present == total)
    return g_strdup_printf (ngettext ("%u file merged: all %" PRIu64 " runs",
                                      "%u files merged: all %" PRIu64 " runs", n_files),
                            n_files, total);
  missing = qd_sweep_describe_missing (found, total, 6);
  return g_strdup_printf (ngettext ("%u file merged: %" PRIu64 " of %" PRIu64
                                    " runs (missing: %s)",
                                    "%u files merged: %" PRIu64 " of %" PRIu64
                                    " runs (missing: %s)", n_files),
                          n_files, present, total, missing);
}
