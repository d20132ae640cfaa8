/* test-round-trip.c — every writer's output reads back (formats.h): for
 * every bundled example and test file of each format, and for many models
 * made by the program's generators and by random texts written here, write,
 * parse, write gives the same text. */
#include "config.h"

#include <string.h>

#include "formats.h"
#include "core/qd-random.h"
#include "problems/qd-map.h"
#include "problems/battleship/qd-battleship.h"
#include "problems/colorgame/qd-colorgame.h"
#include "problems/mapcolor/qd-mapcolor-gen.h"
#include "problems/tsp/qd-tsp.h"

static void
check_text (const char *format_name, const char *text, gsize length, const char *where, gboolean must_parse)
{
  const QdTestFormat *format = qd_test_format_find (format_name);
  g_autofree char *why = NULL;
  QdRoundTrip result;

  g_assert_nonnull (format);
  result = qd_test_round_trip (format, text, length, NULL, &why);
  if (result == QD_ROUND_TRIP_BROKEN)
    g_error ("%s (%s): %s", where, format_name, why);
  if (must_parse && result != QD_ROUND_TRIP_OK)
    g_error ("%s (%s) does not parse:\n%s", where, format_name, text);
}

/* A model made by the program: written, then checked from its text. */
static void
check_model (const char *format_name, gconstpointer model, const char *where)
{
  const QdTestFormat *format = qd_test_format_find (format_name);
  g_autofree char *text = format->write (model);

  check_text (format_name, text, strlen (text), where, TRUE);
}

/* Every file of a folder that parses as the format. */
static guint
check_folder (const char *format_name, const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;
  guint n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);
      g_autofree char *text = NULL;
      gsize length;

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        {
          n += check_folder (format_name, path);
          continue;
        }
      if (g_str_has_suffix (name, ".md") || g_str_has_suffix (name, ".png") ||
          !g_file_get_contents (path, &text, &length, NULL) || length > (1 << 20))
        continue;
      check_text (format_name, text, length, path, FALSE);
      n++;
    }
  return n;
}

static void
test_files (void)
{
  static const struct { const char *format, *examples, *tests; } folders[] = {
    { "battleship", "battleship", "battleship" }, { "colorgame", "colorgame", "colorgame" },
    { "gametree", "gametree", "gametree" }, { "kcell", "kcell", "kcell" },
    { "map", "mapcolor", "mapcolor" }, { "takestones", "takestones", "takestones" },
    { "tsp", "tsp", "tsp" }, { "wargame", "wargame", "wargame" },
    { "wordpuzzle", "wordpuzzle", "wordpuzzle" }, { "wordlist", "wordpuzzle", "wordpuzzle" },
  };
  const char *data = g_getenv ("QD_DATA_DIR");
  guint total = 0;

  g_assert_nonnull (data);
  for (guint i = 0; i < G_N_ELEMENTS (folders); i++)
    {
      g_autofree char *examples = g_build_filename (data, "examples", folders[i].examples, NULL);
      g_autofree char *tests = g_test_build_filename (G_TEST_DIST, folders[i].tests, "data", NULL);
      g_autofree char *corpus = g_test_build_filename (G_TEST_DIST, "fuzz", "corpus", folders[i].format, NULL);

      total += check_folder (folders[i].format, examples) + check_folder (folders[i].format, tests) +
               check_folder (folders[i].format, corpus);
    }
  g_test_message ("%u files read", total);
  g_assert_cmpuint (total, >, 100);
}

static void
test_generated_maps (void)
{
  for (guint64 seed = 1; seed <= 20; seed++)
    {
      g_autoptr(QdMap) map = qd_mapcolor_generate (1 + seed * 7, seed, seed % 2 ? QD_MAPCOLOR_GEN_SEGMENTS
                                                                             : QD_MAPCOLOR_GEN_DELAUNAY,
                                                   NULL, NULL, NULL);
      g_autoptr(QdColorgame) game = NULL;

      g_assert_nonnull (map);
      check_model ("map", map, "a generated map");
      /* The same map as a colouring game (nodes named 1, 2, …). */
      game = qd_colorgame_new (qd_map_copy (map), NULL);
      check_model ("colorgame", game, "a colouring game on a generated map");
    }
  {
    /* Names of any script, with inner spaces. */
    static const char *const names[] = { "Zürich", "São Paulo", "Île-de-France", "東京", "Ωmega 2" };
    g_autoptr(GPtrArray) list = g_ptr_array_new ();
    const guint edges[] = { 0, 1, 1, 2, 2, 3, 3, 4, 4, 0 };
    g_autoptr(QdMap) map = NULL;

    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      g_ptr_array_add (list, (gpointer) names[i]);
    map = qd_map_new_from_edges (5, edges, 5, NULL, NULL, list);
    check_model ("map", map, "a map of many scripts");
  }
}

static void
test_generated_battleships (void)
{
  /* Fleets of ten and more ships of a length: the `10` that read back as 1. */
  static const guint fleets[][4] = { { 10, 0, 0, 0 }, { 12, 1, 0, 0 }, { 3, 2, 1, 0 }, { 4, 3, 2, 1 } };

  for (guint size = 6; size <= 12; size += 2)
    for (guint f = 0; f < G_N_ELEMENTS (fleets); f++)
      {
        guint fleet[QD_BATTLESHIP_MAX_SHIP + 1] = { 0 };
        g_autoptr(GError) error = NULL;
        g_autoptr(QdBattleship) puzzle = NULL;

        for (guint len = 1; len <= 4; len++)
          fleet[len] = fleets[f][len - 1];
        puzzle = qd_battleship_generate (size, fleet, 0, size * 10 + f, NULL, NULL, &error);
        if (puzzle == NULL)
          continue;   /* a fleet the grid cannot hold */
        check_model ("battleship", puzzle, "a generated puzzle");
      }
}

static void
test_generated_tsp (void)
{
  for (guint n = 3; n <= 60; n += 19)
    {
      g_autoptr(QdTsp) tsp = qd_tsp_random (n, n, 1000);

      check_model ("tsp", tsp, "random cities");
    }
}

/* Random texts of the simple formats, from seeded generators. */
static void
test_random_texts (void)
{
  guint64 rng = 42;

  for (guint round = 0; round < 200; round++)
    {
      g_autoptr(GString) tree = g_string_new (NULL);
      g_autoptr(GString) board = g_string_new (NULL);
      g_autoptr(GString) list = g_string_new (NULL);
      guint size = 2 + (guint) (qd_random_next (&rng) % 11);
      guint depth = 1 + (guint) (qd_random_next (&rng) % 4);

      /* A game tree: nested lists, some labels, negative and fractional leaves. */
      {
        GString *t = tree;
        guint open = 0;

        g_string_append (t, "[");
        open++;
        for (guint k = 0; k < 30 && open > 0; k++)
          {
            guint64 r = qd_random_next (&rng) % 10;

            if (r < 3 && open < depth + 1)
              {
                if (qd_random_next (&rng) % 3 == 0)
                  g_string_append_printf (t, "n%u:", k);
                g_string_append (t, "[");
                open++;
              }
            else if (r < 8)
              g_string_append_printf (t, "%s%d.%u, ", qd_random_next (&rng) % 2 ? "-" : "",
                                      (int) (qd_random_next (&rng) % 1000), (guint) (qd_random_next (&rng) % 10));
            else
              {
                g_string_append (t, "0]");
                open--;
                if (open > 0)
                  g_string_append (t, ", ");
              }
          }
        while (open-- > 0)
          g_string_append (t, "1]");
        g_string_append_c (t, '\n');
      }
      check_text ("gametree", tree->str, tree->len, "a random tree", FALSE);

      /* A war board: size x size values. */
      for (guint r = 0; r < size; r++)
        {
          for (guint c = 0; c < size; c++)
            g_string_append_printf (board, "%s%u", c ? "\t" : "", (guint) (1 + qd_random_next (&rng) % 99));
          g_string_append (board, r % 2 ? "\r\n" : "\n");
        }
      check_text ("wargame", board->str, board->len, "a random board", TRUE);

      /* A word list: categories of random words. */
      for (guint c = 0; c < 1 + round % 5; c++)
        {
          g_string_append_printf (list, "cat%u:", c);
          for (guint w = 0; w < 1 + qd_random_next (&rng) % 8; w++)
            {
              g_string_append_c (list, w ? ',' : ' ');
              for (guint l = 0; l < 1 + qd_random_next (&rng) % 7; l++)
                g_string_append_c (list, (char) ('a' + qd_random_next (&rng) % 26));
            }
          g_string_append_c (list, '\n');
        }
      check_text ("wordlist", list->str, list->len, "a random word list", FALSE);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/round-trip/files", test_files);
  g_test_add_func ("/round-trip/generated-maps", test_generated_maps);
  g_test_add_func ("/round-trip/generated-battleships", test_generated_battleships);
  g_test_add_func ("/round-trip/generated-tsp", test_generated_tsp);
  g_test_add_func ("/round-trip/random-texts", test_random_texts);
  return g_test_run ();
}
