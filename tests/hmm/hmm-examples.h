/* hmm-examples.h — what the tests of hidden Markov models share: an
 * example model of data/examples/hmm (QD_DATA_DIR), read or the test fails. */
#pragma once

#include "problems/hmm/qd-hmm.h"

static inline QdHmm *
read_example (const char *name)
{
  g_autofree char *path = g_build_filename (g_getenv ("QD_DATA_DIR"), "examples", "hmm", name, NULL);
  g_autofree char *text = NULL;
  gsize length;
  g_autoptr(GError) error = NULL;
  QdHmm *hmm;

  g_assert_true (g_file_get_contents (path, &text, &length, &error));
  hmm = qd_hmm_parse (text, length, &error);
  g_assert_no_error (error);
  return hmm;
}
