/* tsp-load.h — an instance file read and parsed for the TSP's C tests; a
 * file that is missing or does not parse fails the test. */
#pragma once

#include "problems/tsp/qd-tsp.h"

static inline QdTsp *
tsp_load_path (const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  QdTsp *tsp;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  tsp = qd_tsp_parse (text, -1, &error);
  g_assert_no_error (error);
  return tsp;
}
