/* korf.c — Korf's 100 15-puzzles: reading and solving (korf.h). */
#include "config.h"

#include "korf.h"

#include <gio/gio.h>
#include <string.h>

#include "problems/search/qd-search.h"

static gboolean
korf_parse_line (const char *line, Korf *k)
{
  g_auto(GStrv) words = g_strsplit_set (line, " \t", -1);
  guint n = 0, seen = 0, inversions = 0, blank = 0;
  guint values[18];

  for (guint i = 0; words[i] != NULL; i++)
    {
      guint64 v;

      if (words[i][0] == '\0' || strcmp (words[i], ":") == 0)
        continue;
      if (n == 18 || !g_ascii_string_to_unsigned (words[i], 10, 0, 100, &v, NULL))
        return FALSE;
      values[n++] = (guint) v;
    }
  if (n != 18)
    return FALSE;
  k->number = values[0];
  k->length = values[1];
  for (guint i = 0; i < 16; i++)
    {
      if (values[i + 2] > 15 || (seen & (1u << values[i + 2])))
        return FALSE;
      seen |= 1u << values[i + 2];
      k->cells[i] = values[i + 2];
      if (values[i + 2] == 0)
        blank = i;
      for (guint j = 0; j < i; j++)
        inversions += k->cells[j] != 0 && k->cells[i] != 0 && k->cells[j] > k->cells[i];
    }
  /* Width 4, the goal's blank on row 0: solvable when inversions + the
   * blank's row are even. */
  return (inversions + blank / 4) % 2 == 0;
}

GArray *
korf_read (const char *path, GError **error)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GArray) all = g_array_new (FALSE, FALSE, sizeof (Korf));
  guint sum = 0;

  if (!g_file_get_contents (path, &text, NULL, error))
    return NULL;
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      Korf k;

      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      if (!korf_parse_line (lines[i], &k) || k.number != all->len + 1)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s:%u: not an instance", path, i + 1);
          return NULL;
        }
      sum += k.length;
      g_array_append_val (all, k);
    }
  if (all->len != 100 || sum != 5305)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s: %u instances, lengths summing to %u",
                   path, all->len, sum);
      return NULL;
    }
  return g_steal_pointer (&all);
}

gboolean
korf_solve (const Korf *korf, QdSpaceResult *result, GError **error)
{
  GString *text = g_string_new (NULL);
  QdSearchDoc *doc;
  QdSpace *space;
  QdSpaceOptions options;
  const guint8 *state;
  guint8 child[64];
  gboolean ok = TRUE;

  for (guint i = 0; i < 16; i++)
    g_string_append_printf (text, "%u%c", korf->cells[i], i % 4 == 3 ? '\n' : ' ');
  doc = qd_search_doc_parse (text->str, text->len, NULL, error);
  g_string_free (text, TRUE);
  if (doc == NULL)
    return FALSE;
  space = qd_search_doc_space (doc, QD_SEARCH_H_PDB, error);
  qd_search_doc_free (doc);
  if (space == NULL)
    return FALSE;
  g_assert (space->state_size <= sizeof child);
  qd_space_options_init (&options);
  options.algorithm = QD_SPACE_IDASTAR;
  options.cycles = QD_SPACE_CYCLES_PARENT;
  options.max_nodes = G_MAXUINT64;
  qd_space_solve (space, qd_search_space_start (space), &options, result);
  /* The path: each move legal from the state before it, the last state the goal. */
  state = qd_search_space_start (space);
  for (guint i = 0; ok && result->status == QD_SPACE_SOLVED && i < result->n_steps; i++)
    {
      double cost;

      ok = qd_search_space_apply (space, state, result->actions[i], child, &cost) &&
           memcmp (child, result->states + (gsize) (i + 1) * space->state_size, space->state_size) == 0;
      state = result->states + (gsize) (i + 1) * space->state_size;
    }
  ok = ok && result->status == QD_SPACE_SOLVED && space->is_goal (space, state) &&
       result->cost == result->n_steps;
  if (!ok)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "Korf #%u: %s, or not a legal path to the goal",
                 korf->number, qd_space_status_to_string (result->status));
  qd_search_space_free (space);
  return ok;
}
