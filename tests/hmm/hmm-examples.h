/* hmm-examples.h — what the tests of hidden Markov models share: an
 * example model or board of data/examples/hmm (QD_DATA_DIR), read or the
 * test fails. */
#pragma once

#include "problems/hmm/qd-hmm.h"
#include "problems/hmm/qd-hmm-hunt.h"

/* The example's text (to free), its length in *LENGTH. */
static inline char *
example_text (const char *name, gsize *length)
{
  g_autofree char *path = g_build_filename (g_getenv ("QD_DATA_DIR"), "examples", "hmm", name, NULL);
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, length, &error));
  return text;
}

static inline QdHmm *
read_example (const char *name)
{
  gsize length;
  g_autofree char *text = example_text (name, &length);
  g_autoptr(GError) error = NULL;
  QdHmm *hmm = qd_hmm_parse (text, length, &error);

  g_assert_no_error (error);
  return hmm;
}

static inline QdHmmHunt *
read_board (const char *name)
{
  gsize length;
  g_autofree char *text = example_text (name, &length);
  g_autoptr(GError) error = NULL;
  QdHmmHunt *hunt = qd_hmm_hunt_parse (text, length, &error);

  g_assert_no_error (error);
  return hunt;
}
