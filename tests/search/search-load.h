/* search-load.h — the search tests' documents: parsed from a text, or read
 * from data/examples/search (QD_DATA_DIR), failing the test on an error. */
#pragma once

#include "problems/search/qd-search.h"

static inline QdSearchDoc *
load (const char *text)
{
  g_autoptr (GError) error = NULL;
  QdSearchDoc *doc = qd_search_doc_parse (text, -1, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (doc);
  return doc;
}

static inline QdSearchDoc *
load_example (const char *name)
{
  const char *dir = g_getenv ("QD_DATA_DIR");
  g_autofree char *path = g_build_filename (dir != NULL ? dir : "data", "examples", "search", name, NULL);
  g_autofree char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return load (text);
}
