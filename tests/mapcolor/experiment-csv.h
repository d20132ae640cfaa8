/* experiment-csv.h — the experiment's CSV without what timing changes, for
 * tests and benchmarks that compare runs on different thread counts. */
#pragma once

#include "problems/mapcolor/qd-mapcolor-experiment.h"

/* The CSV's lines without comments and without the time_ms_* fields. */
static inline char *
experiment_csv_without_times (const QdMapcolorExperiment *e)
{
  g_autofree char *csv = qd_mapcolor_experiment_to_csv (e);
  g_auto(GStrv) lines = g_strsplit (csv, "\n", -1);
  g_autofree gboolean *time = NULL;
  GString *out = g_string_new (NULL);

  for (guint l = 0; lines[l] != NULL; l++)
    {
      g_auto(GStrv) fields = NULL;

      if (lines[l][0] == '#' || lines[l][0] == '\0')
        continue;
      fields = g_strsplit (lines[l], ",", -1);
      if (time == NULL)
        {
          time = g_new0 (gboolean, g_strv_length (fields) + 1);
          for (guint f = 0; fields[f] != NULL; f++)
            time[f] = g_str_has_prefix (fields[f], "time_ms");
        }
      for (guint f = 0; fields[f] != NULL; f++)
        if (!time[f])
          g_string_append_printf (out, "%s,", fields[f]);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}
