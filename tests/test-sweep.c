/* test-sweep.c — core/qd-sweep: shards, raw files written and read back
 * (quoting, a line cut short by a kill, appending), checks of several files
 * together and the missing runs described. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "core/qd-sweep.h"

static const char *const columns[] = { "run", "key", "value", NULL };

static char *
temp_path (const char *name)
{
  return g_build_filename (g_get_tmp_dir (), name, NULL);
}

static void
test_shard (void)
{
  QdSweepShard shard;
  static const char *const bad[] = { "0/3", "4/3", "1/0", "x", "2", "1/2/3", "", "-1/3", "1/1000001" };

  g_assert_true (qd_sweep_shard_parse ("2/3", &shard, NULL));
  g_assert_cmpuint (shard.index, ==, 2);
  g_assert_cmpuint (shard.count, ==, 3);
  /* Run k to shard k mod N + 1. */
  g_assert_false (qd_sweep_shard_has (&shard, 0));
  g_assert_true (qd_sweep_shard_has (&shard, 1));
  g_assert_true (qd_sweep_shard_has (&shard, 4));
  g_assert_false (qd_sweep_shard_has (&shard, 5));
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (qd_sweep_shard_parse (bad[i], &shard, &error));
      g_assert_nonnull (strstr (error->message, "--shard"));
    }
}

/* Keys with commas and quotes come back as written. */
static void
test_round_trip (void)
{
  g_autofree char *path = temp_path ("quandary-test-sweep.csv");
  const char *value[] = { "a \"quoted\", value" };
  QdSweepWriter *w = qd_sweep_writer_open (path, FALSE, "demo", "x=1 y=2", 5, columns, NULL);
  g_autoptr(QdSweepRaw) raw = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (w);
  g_assert_true (qd_sweep_writer_row (w, 3, "k=3, odd", value, NULL));
  g_assert_true (qd_sweep_writer_row (w, 0, "plain", (const char *[]) { "1" }, NULL));
  g_assert_true (qd_sweep_writer_close (w, NULL));
  raw = qd_sweep_raw_read (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (raw->experiment, ==, "demo");
  g_assert_cmpstr (raw->settings, ==, "x=1 y=2");
  g_assert_cmpuint (raw->total, ==, 5);
  g_assert_cmpuint (raw->rows->len, ==, 2);
  g_assert_cmpuint (raw->runs[0], ==, 3);
  g_assert_cmpstr (((char **) raw->rows->pdata[0])[1], ==, "k=3, odd");
  g_assert_cmpstr (((char **) raw->rows->pdata[0])[2], ==, "a \"quoted\", value");
  g_assert_cmpint (qd_sweep_raw_column (raw, "value"), ==, 2);
  g_unlink (path);
}

/* A kill while a row was written leaves it cut short: reading ignores it,
 * appending drops it first, and what follows reads back whole. */
static void
test_cut_short_and_append (void)
{
  g_autofree char *path = temp_path ("quandary-test-sweep-cut.csv");
  g_autofree char *text = NULL;
  QdSweepWriter *w = qd_sweep_writer_open (path, FALSE, "demo", "x=1", 4, columns, NULL);
  g_autoptr(QdSweepRaw) raw = NULL;
  g_autoptr(QdSweepRaw) again = NULL;
  g_autofree gboolean *done = NULL;
  FILE *f;

  g_assert_true (qd_sweep_writer_row (w, 0, "a", (const char *[]) { "1" }, NULL));
  g_assert_true (qd_sweep_writer_close (w, NULL));
  f = g_fopen (path, "a");
  fputs ("1,b,2", f);   /* no newline: cut short */
  fclose (f);
  raw = qd_sweep_raw_read (path, NULL);
  g_assert_nonnull (raw);
  g_assert_cmpuint (raw->rows->len, ==, 1);
  done = qd_sweep_raw_done (raw);
  g_assert_true (done[0]);
  g_assert_false (done[1]);

  w = qd_sweep_writer_open (path, TRUE, "demo", "x=1", 4, columns, NULL);
  g_assert_nonnull (w);
  g_assert_true (qd_sweep_writer_row (w, 1, "b", (const char *[]) { "2" }, NULL));
  g_assert_true (qd_sweep_writer_close (w, NULL));
  again = qd_sweep_raw_read (path, NULL);
  g_assert_cmpuint (again->rows->len, ==, 2);
  g_assert_cmpuint (again->runs[1], ==, 1);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_true (g_str_has_suffix (text, "\n0,a,1\n1,b,2\n"));

  /* Appending with other settings is refused, the file untouched. */
  {
    g_autoptr(GError) error = NULL;

    g_assert_null (qd_sweep_writer_open (path, TRUE, "demo", "x=2", 4, columns, &error));
    g_assert_error (error, QD_SWEEP_ERROR, QD_SWEEP_ERROR_MISMATCH);
  }
  g_unlink (path);
}

static QdSweepRaw *
write_raw (const char *name, const char *settings, const guint64 *runs, guint n)
{
  g_autofree char *path = temp_path (name);
  QdSweepWriter *w = qd_sweep_writer_open (path, FALSE, "demo", settings, 10, columns, NULL);
  QdSweepRaw *raw;

  for (guint i = 0; i < n; i++)
    g_assert_true (qd_sweep_writer_row (w, runs[i], "k", (const char *[]) { "v" }, NULL));
  g_assert_true (qd_sweep_writer_close (w, NULL));
  raw = qd_sweep_raw_read (path, NULL);
  g_assert_nonnull (raw);
  g_unlink (path);
  return raw;
}

static void
test_check_and_missing (void)
{
  static const guint64 a[] = { 0, 3, 6, 9 }, b[] = { 1, 4 }, c[] = { 4 };
  QdSweepRaw *raws[3];
  g_autofree gboolean *found = NULL;
  g_autofree char *missing = NULL;
  g_autoptr(GError) error = NULL;
  guint64 count;

  raws[0] = write_raw ("quandary-test-sweep-a.csv", "s", a, G_N_ELEMENTS (a));
  raws[1] = write_raw ("quandary-test-sweep-b.csv", "s", b, G_N_ELEMENTS (b));
  g_assert_true (qd_sweep_raw_check (raws, 2, &found, &count, NULL));
  g_assert_cmpuint (count, ==, 6);
  /* 2, 5, 7, 8 are missing: "2, 5 and 7-8". */
  missing = qd_sweep_describe_missing (found, 10, 20);
  g_assert_cmpstr (missing, ==, "2, 5, 7-8");
  g_free (missing);
  missing = qd_sweep_describe_missing (found, 10, 2);
  g_assert_cmpstr (missing, ==, "2, 5, …");

  raws[2] = write_raw ("quandary-test-sweep-c.csv", "s", c, G_N_ELEMENTS (c));
  g_assert_false (qd_sweep_raw_check (raws, 3, NULL, NULL, &error));
  g_assert_error (error, QD_SWEEP_ERROR, QD_SWEEP_ERROR_OVERLAP);
  g_assert_nonnull (strstr (error->message, "run 4"));
  qd_sweep_raw_free (raws[2]);
  g_clear_error (&error);

  raws[2] = write_raw ("quandary-test-sweep-d.csv", "other", NULL, 0);
  g_assert_false (qd_sweep_raw_check (raws, 3, NULL, NULL, &error));
  g_assert_error (error, QD_SWEEP_ERROR, QD_SWEEP_ERROR_MISMATCH);
  for (guint i = 0; i < 3; i++)
    qd_sweep_raw_free (raws[i]);
}

/* Not raw files: the file and the line named. */
static void
test_bad_files (void)
{
  static const struct { const char *text; const char *needle; } cases[] = {
    { "n,algorithm\n10,fc\n", "not a raw file" },
    { "# quandary sweep 1\n# experiment: d\n# settings: s\n# runs: 0\nrun,key\n", "line 4" },
    { "# quandary sweep 1\n# experiment: d\n# settings: s\n# runs: 3\nkey,run\n", "line 5" },
    { "# quandary sweep 1\n# experiment: d\n# settings: s\n# runs: 3\nrun,key,v\n7,k,1\n", "line 6: run “7”" },
    { "# quandary sweep 1\n# experiment: d\n# settings: s\n# runs: 3\nrun,key,v\n1,\"k,1\n", "line 6" },
    { "# quandary sweep 1\n# exp\xff\n", "not a text file" },
  };
  g_autofree char *path = temp_path ("quandary-test-sweep-bad.csv");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (g_file_set_contents (path, cases[i].text, -1, NULL));
      g_assert_null (qd_sweep_raw_read (path, &error));
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, path));
      if (strstr (error->message, cases[i].needle) == NULL)
        g_error ("case %u: %s", i, error->message);
    }
  g_unlink (path);
}

/* A settings line read back by name; an unknown, repeated or missing name
 * refused.  A raw file checked against the columns and run count its
 * experiment expects. */
static void
test_settings_and_expect (void)
{
  static const char *const names[] = { "a", "ab", "seed", NULL };
  static const char *const bad[] = { "a=1 ab=2", "a=1 ab=2 seed=3 x=4", "a=1 a=1 ab=2 seed=3", "a=1 ab seed=3",
                                     "a=1 ab=2  seed=3", "" };
  g_auto(GStrv) values = qd_sweep_settings_values ("seed=7 ab=x=y a=", names, NULL);
  g_autofree char *path = temp_path ("quandary-test-sweep-expect.csv");
  QdSweepWriter *w = qd_sweep_writer_open (path, FALSE, "demo", "x=1", 4, columns, NULL);
  static const char *const other[] = { "run", "key", "other", NULL };
  g_autoptr(QdSweepRaw) raw = NULL;

  g_assert_nonnull (values);
  g_assert_cmpstr (values[0], ==, "");
  g_assert_cmpstr (values[1], ==, "x=y");
  g_assert_cmpstr (values[2], ==, "7");
  g_assert_null (values[3]);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_null (qd_sweep_settings_values (bad[i], names, &error));
      g_assert_error (error, QD_SWEEP_ERROR, QD_SWEEP_ERROR_FORMAT);
    }

  g_assert_true (qd_sweep_writer_close (w, NULL));
  raw = qd_sweep_raw_read (path, NULL);
  g_assert_true (qd_sweep_raw_expect (raw, columns, 4, NULL));
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (qd_sweep_raw_expect (raw, columns, 5, &error));
    g_assert_nonnull (strstr (error->message, "line 4: 4 runs, where its settings make 5"));
  }
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (qd_sweep_raw_expect (raw, other, 4, &error));
    g_assert_nonnull (strstr (error->message, "line 5: not the columns"));
  }
  g_unlink (path);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sweep/shard", test_shard);
  g_test_add_func ("/sweep/round-trip", test_round_trip);
  g_test_add_func ("/sweep/cut-short-and-append", test_cut_short_and_append);
  g_test_add_func ("/sweep/check-and-missing", test_check_and_missing);
  g_test_add_func ("/sweep/bad-files", test_bad_files);
  g_test_add_func ("/sweep/settings-and-expect", test_settings_and_expect);
  return g_test_run ();
}
