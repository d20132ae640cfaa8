/* fuzz-replay.c — a fuzz target's regression run without libFuzzer: a main
 * that gives LLVMFuzzerTestOneInput (fuzz-format.c) every file of its seed
 * corpus, then, for each, a fixed number of inputs made from it by the kinds
 * of change libFuzzer makes (a bit flipped, a byte set to a value that
 * parsers meet at their edges, bytes inserted, removed, repeated, a number
 * made huge or negative, the file cut, two files spliced), drawn from a
 * seed: every machine replays the same inputs, in the same order.  The
 * suite runs it in the sanitizer build (tests/fuzz/meson.build); the
 * libFuzzer build (build-aux/setup-fuzz.sh) searches for new inputs.
 *
 *   fuzz-ID [--inputs N] [--seconds S] [--seed S] CORPUS_DIR|FILE…
 *
 * Every file of the corpus is replayed first; then changes of them, in
 * turn (the first change of each file, then the second…), until N inputs in
 * all (default 30,000) or S seconds (default 3, about what libFuzzer had in
 * the suite): always a beginning of the same sequence, longer on a faster
 * machine.
 *
 * A failure aborts (the target's qd_fuzz_fail, or a sanitizer's report)
 * after the input is written to fuzz-ID-crash in the temporary folder and
 * named on stderr; an input that takes more than 2 s is named there too,
 * and the slowest kept as fuzz-ID-crash-slow. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

/* libFuzzer's -max_len of the suite's runs. */
#define MAX_LEN 4096
#define DEFAULT_INPUTS 30000
#define DEFAULT_SECONDS 3.0
/* An input slower than this is named on stderr (not a failure). */
#define SLOW_US (2 * G_USEC_PER_SEC)

/* The input under test, for the crash handler. */
static const guint8 *current;
static size_t current_size;
static char crash_path[4096];
static char current_name[512];

static void
write_all (int fd, const void *data, size_t size)
{
  const char *p = data;

  while (size > 0)
    {
      ssize_t n = write (fd, p, size);

      if (n <= 0)
        return;
      p += n;
      size -= (size_t) n;
    }
}

/* On the way down (a signal, a sanitizer's death): the input kept and named,
 * with async-signal-safe calls alone. */
static void
keep_input (void)
{
  static const char prefix[] = "fuzz-replay: the failing input (";
  int fd = open (crash_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);

  if (fd >= 0)
    {
      write_all (fd, current, current_size);
      close (fd);
    }
  write_all (2, prefix, sizeof prefix - 1);
  write_all (2, current_name, strlen (current_name));
  write_all (2, ") is in ", 8);
  write_all (2, crash_path, strlen (crash_path));
  write_all (2, "\n", 1);
}

static void
on_signal (int sig)
{
  keep_input ();
  signal (sig, SIG_DFL);
  raise (sig);
}

/* The sanitizers' hook, where they are linked in. */
void __sanitizer_set_death_callback (void (*callback) (void)) __attribute__ ((weak));

/* xorshift64*: the same draws everywhere. */
static guint64
draw (guint64 *state)
{
  guint64 x = *state;

  x ^= x >> 12;
  x ^= x << 25;
  x ^= x >> 27;
  *state = x;
  return x * 0x2545F4914F6CDD1DULL;
}

static size_t
below (guint64 *state, size_t n)
{
  return n > 0 ? (size_t) (draw (state) % n) : 0;
}

/* One change of `in` (and `other`, a second input) into `out`: its size. */
static size_t
mutate (const guint8 *in, size_t size, const guint8 *other, size_t other_size, guint8 *out, guint64 *state)
{
  static const guint8 edges[] = { 0, 0xff, 0x7f, 0x80, '\n', '\r', ' ', '\t', '-', '+', '.', ',', ':', '#', '0',
                                  '9', '=', '[', ']', '"' };
  static const char *const numbers[] = { "0", "-1", "2147483647", "4294967296", "99999999999999999999", "1e308",
                                         "-0", "nan" };
  size_t n = MIN (size, MAX_LEN), at, len;

  memcpy (out, in, n);
  switch (below (state, 8))
    {
    case 0:   /* a bit flipped */
      if (n > 0)
        out[below (state, n)] ^= (guint8) (1u << below (state, 8));
      break;
    case 1:   /* a byte set to an edge */
      if (n > 0)
        out[below (state, n)] = edges[below (state, G_N_ELEMENTS (edges))];
      break;
    case 2:   /* bytes inserted */
      len = 1 + below (state, 8);
      at = below (state, n + 1);
      len = MIN (len, MAX_LEN - MIN (n, MAX_LEN));
      memmove (out + at + len, out + at, n - at);
      for (size_t i = 0; i < len; i++)
        out[at + i] = edges[below (state, G_N_ELEMENTS (edges))];
      n += len;
      break;
    case 3:   /* bytes removed */
      if (n > 0)
        {
          at = below (state, n);
          len = 1 + below (state, MIN ((size_t) 16, n - at));
          memmove (out + at, out + at + len, n - at - len);
          n -= len;
        }
      break;
    case 4:   /* a part repeated */
      if (n > 0 && n < MAX_LEN)
        {
          at = below (state, n);
          len = MIN (1 + below (state, n - at), MAX_LEN - n);
          memmove (out + at + len, out + at, n - at);
          n += len;
        }
      break;
    case 5:   /* a number at its edges */
      {
        const char *number = numbers[below (state, G_N_ELEMENTS (numbers))];
        size_t digits_at = n, digits = 0, k = strlen (number);

        for (size_t i = below (state, n + 1); i < n; i++)
          if (g_ascii_isdigit (out[i]))
            {
              digits_at = i;
              while (i < n && g_ascii_isdigit (out[i]))
                i++, digits++;
              break;
            }
        if (digits_at < n && n - digits + k <= MAX_LEN)
          {
            memmove (out + digits_at + k, out + digits_at + digits, n - digits_at - digits);
            memcpy (out + digits_at, number, k);
            n = n - digits + k;
          }
      }
      break;
    case 6:   /* cut */
      n = below (state, n + 1);
      break;
    default:  /* spliced with the other input */
      at = below (state, n + 1);
      len = MIN (other_size - below (state, other_size + 1), MAX_LEN - at);
      memcpy (out + at, other + (other_size - len), len);
      n = at + len;
      break;
    }
  return n;
}

static void
run (const guint8 *data, size_t size, const char *name, guint k)
{
  gint64 start = g_get_monotonic_time ();

  current = data;
  current_size = size;
  if (k == 0)
    g_snprintf (current_name, sizeof current_name, "%s", name);
  else
    g_snprintf (current_name, sizeof current_name, "%s, change %u", name, k);
  LLVMFuzzerTestOneInput (data, size);
  /* An input that takes long is a finding too (libFuzzer's -timeout):
   * named, and the slowest so far kept. */
  if (g_get_monotonic_time () - start > SLOW_US)
    {
      static gint64 slowest;
      gint64 took = g_get_monotonic_time () - start;

      fprintf (stderr, "fuzz-replay: slow (%.1f s): %s\n", took / 1e6, current_name);
      if (took > slowest)
        {
          g_autofree char *path = g_strconcat (crash_path, "-slow", NULL);

          slowest = took;
          g_file_set_contents (path, (const char *) data, (gssize) size, NULL);
        }
    }
}

static void
add_inputs (GPtrArray *paths, const char *arg)
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) names = NULL;
  const char *name;

  if (!g_file_test (arg, G_FILE_TEST_IS_DIR))
    {
      g_ptr_array_add (paths, g_strdup (arg));
      return;
    }
  dir = g_dir_open (arg, 0, NULL);
  names = g_ptr_array_new_with_free_func (g_free);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_build_filename (arg, name, NULL));
  g_ptr_array_sort (names, (GCompareFunc) g_strcmp0);
  for (guint i = 0; i < names->len; i++)
    if (g_file_test (names->pdata[i], G_FILE_TEST_IS_REGULAR))
      g_ptr_array_add (paths, g_strdup (names->pdata[i]));
}

int
main (int argc, char **argv)
{
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) inputs = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  guint inputs_wanted = DEFAULT_INPUTS, rounds = 0;
  double seconds = DEFAULT_SECONDS;
  gint64 until;
  g_autofree guint64 *states = NULL;
  guint64 seed = 1, runs = 0;
  static guint8 out[2 * MAX_LEN + 64];
  g_autofree char *self = g_path_get_basename (argv[0]);

  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--inputs") && i + 1 < argc)
        inputs_wanted = (guint) g_ascii_strtoull (argv[++i], NULL, 10);
      else if (g_str_equal (argv[i], "--seconds") && i + 1 < argc)
        seconds = g_ascii_strtod (argv[++i], NULL);
      else if (g_str_equal (argv[i], "--seed") && i + 1 < argc)
        seed = g_ascii_strtoull (argv[++i], NULL, 10);
      else
        add_inputs (paths, argv[i]);
    }
  if (paths->len == 0)
    {
      fprintf (stderr, "usage: %s [--inputs N] [--seconds S] [--seed S] CORPUS_DIR|FILE…\n", argv[0]);
      return 2;
    }
  g_snprintf (crash_path, sizeof crash_path, "%s/%s-crash", g_get_tmp_dir (), self);
  signal (SIGABRT, on_signal);
  signal (SIGSEGV, on_signal);
  signal (SIGBUS, on_signal);
  signal (SIGFPE, on_signal);
  if (__sanitizer_set_death_callback != NULL)
    __sanitizer_set_death_callback (keep_input);
  for (guint i = 0; i < paths->len; i++)
    {
      g_autofree char *contents = NULL;
      gsize length;

      if (!g_file_get_contents (paths->pdata[i], &contents, &length, NULL))
        {
          fprintf (stderr, "%s: cannot be read\n", (char *) paths->pdata[i]);
          return 1;
        }
      g_ptr_array_add (inputs, g_bytes_new (contents, MIN (length, MAX_LEN)));
    }
  until = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);
  states = g_new (guint64, inputs->len);
  /* The corpus itself, whole. */
  for (guint i = 0; i < inputs->len; i++)
    {
      gsize size;
      const guint8 *data = g_bytes_get_data (inputs->pdata[i], &size);

      states[i] = (seed + 1) * 0x9E3779B97F4A7C15ULL + i + 1;
      run (data, size, paths->pdata[i], 0);
      runs++;
    }
  /* Its changes, a round at a time over the files. */
  while (runs < inputs_wanted && g_get_monotonic_time () < until)
    {
      rounds++;
      for (guint i = 0; i < inputs->len && runs < inputs_wanted; i++)
        {
          gsize size, other_size;
          const guint8 *data = g_bytes_get_data (inputs->pdata[i], &size);
          const guint8 *other = g_bytes_get_data (inputs->pdata[(i + 1) % inputs->len], &other_size);
          size_t n = mutate (data, size, other, other_size, out, &states[i]);

          run (out, n, paths->pdata[i], rounds);
          runs++;
        }
    }
  printf ("%s: %u files, then %u rounds of changes, seed %" G_GUINT64_FORMAT ": %" G_GUINT64_FORMAT
          " inputs, no failure\n", self, paths->len, rounds, seed, runs);
  return 0;
}
