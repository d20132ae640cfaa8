/* qd-problems.c — every problem the window can open, registered once. */
#include "config.h"
#include "qd-problems.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>

#include "problems/wordpuzzle/qd-word-puzzle.h"
#include "qd-gametree-page.h"
#include "qd-wordpuzzle-page.h"
#include "qd-mapcolor-page.h"
#include "qd-battleship-page.h"
#include "qd-takestones-page.h"
#include "qd-colorgame-page.h"
#include "qd-kcell-page.h"
#include "problems/battleship/qd-battleship.h"
#include "problems/mapcolor/qd-map.h"
#include "qd-tsp-page.h"
#include "qd-war-page.h"
#include "problems/wargame/qd-war-board.h"

static const char *const gametree_patterns[] = { "*.tree", NULL };
static const char *const gametree_examples[] = {
  "aima-figure-5-2.tree",
  "deeper-pruning.tree",
  "binary-depth-4.tree",
  NULL
};
static const char *const gametree_example_titles[] = {
  N_("AIMA Figure 5.2 (three by three)"),
  N_("Pruning at Several Depths"),
  N_("Binary Tree of Depth Four"),
  NULL
};

static const char *const wordpuzzle_patterns[] = { "*.txt", "*.puzzle", NULL };
static const char *const wordpuzzle_examples[] = {
  "sample.txt", "puzzle1.txt", "puzzle2.txt", "puzzle3.txt", "puzzle4.txt", "puzzle5.txt", NULL
};
static const char *const wordpuzzle_example_titles[] = {
  N_("Word Puzzle: the Handout's Sample"),
  N_("Word Puzzle 1"),
  N_("Word Puzzle 2"),
  N_("Word Puzzle 3"),
  N_("Word Puzzle 4"),
  N_("Word Puzzle 5"),
  NULL
};

static gboolean
wordpuzzle_sniff (const char *contents, gsize length)
{
  g_autoptr(QdWordPuzzle) puzzle = qd_word_puzzle_parse (contents, length, NULL);

  return puzzle != NULL;
}

static const char *const mapcolor_patterns[] = { "*.map", NULL };
static const char *const mapcolor_examples[] = {
  "australia.map", "usa-48.map", "france-regions.map", "fcmac-9.map", NULL
};
static const char *const mapcolor_example_titles[] = {
  N_("Map: Australia"),
  N_("Map: the 48 Contiguous US States"),
  N_("Map: the Regions of France"),
  N_("Map: a Nine-Node Graph for FC and MAC"),
  NULL
};

static gboolean
mapcolor_sniff (const char *contents, gsize length)
{
  g_autoptr(QdMap) map = qd_map_parse (contents, length, NULL, NULL);

  return map != NULL;
}

static const char *const battleship_patterns[] = { "*.txt", "*.battleship", NULL };
static const char *const battleship_examples[] = {
  "easy1.txt", "easy2.txt", "medium1.txt", "medium2.txt", "hard1.txt", "hard2.txt", NULL
};
static const char *const battleship_example_titles[] = {
  N_("Battleship: Easy 1"), N_("Battleship: Easy 2"), N_("Battleship: Medium 1"),
  N_("Battleship: Medium 2"), N_("Battleship: Hard 1"), N_("Battleship: Hard 2"), NULL
};

static gboolean
battleship_sniff (const char *contents, gsize length)
{
  g_autoptr(QdBattleship) puzzle = qd_battleship_parse (contents, length, NULL);

  return puzzle != NULL;
}

static const char *const tsp_patterns[] = { "*.tsp", "*.txt", NULL };
static const char *const tsp_examples[] = { "four-cities.tsp", "random-40.tsp", NULL };
static const char *const tsp_example_titles[] = {
  N_("TSP: the Four Cities of the Statement"),
  N_("TSP: Forty Random Cities"),
  NULL
};

static const char *const takestones_patterns[] = { "*.stones", NULL };
static const char *const takestones_examples[] = {
  "statement-n7.stones", "twenty-stones.stones", NULL
};
static const char *const takestones_example_titles[] = {
  N_("Take-Stones: the Statement’s Game"),
  N_("Take-Stones: Twenty Stones against Threats"),
  NULL
};

static const char *const colorgame_patterns[] = { "*.txt", "*.colorgame", NULL };
static const char *const colorgame_examples[] = { "australia.txt", "course-t0.txt", "course-t3.txt", NULL };
static const char *const colorgame_example_titles[] = {
  N_("Colouring Game: Australia (the Statement's Example)"),
  N_("Colouring Game: Course Case t0 (29 Nodes)"),
  N_("Colouring Game: Course Case t3 (Five Colours)"),
  NULL
};

static const char *const kcell_patterns[] = { "*.kcell", NULL };
static const char *const kcell_examples[] = {
  "course-7-2.kcell", "heuristic-vs-random.kcell", "statement-chain.kcell", NULL
};
static const char *const kcell_example_titles[] = {
  N_("KCell: 7 Cells, 2 Stones, You against Alpha-Beta"),
  N_("KCell: the Heuristic against the Random Heuristic"),
  N_("KCell: the Statement's Chain of Jumps"),
  NULL
};

static const char *const wargame_patterns[] = { "*.txt", "*.board", NULL };
static const char *const wargame_examples[] = {
  "Keren.txt", "Narvik.txt", "Sevastopol.txt", "Smolensk.txt", "Westerplatte.txt", NULL
};
static const char *const wargame_example_titles[] = {
  N_("War Game: Keren"), N_("War Game: Narvik"), N_("War Game: Sevastopol"),
  N_("War Game: Smolensk"), N_("War Game: Westerplatte"), NULL
};

static gboolean
wargame_sniff (const char *contents, gsize length)
{
  g_autoptr(QdWarBoard) board = qd_war_board_parse (contents, (gssize) length, NULL);

  return board != NULL;
}

static gboolean
tsp_sniff (const char *contents, gsize length)
{
  g_autoptr(QdTsp) tsp = qd_tsp_parse (contents, length, NULL);

  return tsp != NULL;
}

static gboolean
takestones_sniff (const char *contents, gsize length)
{
  g_autoptr(QdStonesRecord) record = qd_stones_record_parse (contents, length, NULL);

  return record != NULL;
}

static gboolean
colorgame_sniff (const char *contents, gsize length)
{
  g_autoptr(QdColorgame) game = qd_colorgame_parse (contents, length, NULL);

  return game != NULL;
}

static gboolean
kcell_sniff (const char *contents, gsize length)
{
  g_autoptr(QdKcellGame) game = qd_kcell_game_parse (contents, (gssize) length, NULL);

  return game != NULL;
}

static gboolean
gametree_sniff (const char *contents, gsize length)
{
  g_autoptr(QdGameTree) tree = qd_game_tree_parse (contents, length, NULL);

  return tree != NULL;
}

static const QdProblemInfo problems[] = {
  /* The order of the empty window and the menus, and of sniffing when several
   * problems share a pattern: the most particular formats first, TSP points last. */
  {
    .id = "wordpuzzle",
    .title = N_("Word Puzzle"),
    .description = N_("Fill an array with letters so that slots spell words of their categories"),
    .icon_name = "qd-word-puzzle-symbolic",
    .file_filter_name = N_("Word Puzzles"),
    .patterns = wordpuzzle_patterns,
    .examples = wordpuzzle_examples,
    .example_titles = wordpuzzle_example_titles,
    .get_type = qd_wordpuzzle_page_get_type,
    .sniff = wordpuzzle_sniff,
  },
  {
    .id = "mapcolor",
    .title = N_("Map Colouring"),
    .description = N_("Colour a map so that neighbours differ: generate, edit, solve, compare"),
    .icon_name = "qd-map-color-symbolic",
    .file_filter_name = N_("Maps"),
    .patterns = mapcolor_patterns,
    .examples = mapcolor_examples,
    .example_titles = mapcolor_example_titles,
    .get_type = qd_mapcolor_page_get_type,
    .sniff = mapcolor_sniff,
  },
  {
    .id = "battleship",
    .title = N_("Battleship Solitaire"),
    .description = N_("Place the fleet so the counts add up and no two ships touch"),
    .icon_name = "qd-battleship-symbolic",
    .file_filter_name = N_("Battleship Puzzles"),
    .patterns = battleship_patterns,
    .examples = battleship_examples,
    .example_titles = battleship_example_titles,
    .get_type = qd_battleship_page_get_type,
    .sniff = battleship_sniff,
  },
  {
    .id = "wargame",
    .title = N_("War Game"),
    .description = N_("Take squares, blitz your neighbours, and pit search agents against each other"),
    .icon_name = "qd-wargame-symbolic",
    .file_filter_name = N_("War Game Boards"),
    .patterns = wargame_patterns,
    .examples = wargame_examples,
    .example_titles = wargame_example_titles,
    .get_type = qd_war_page_get_type,
    .sniff = wargame_sniff,
  },
  {
    .id = "colorgame",
    .title = N_("Map-Colouring Game"),
    .description = N_("Two players take turns colouring a map, each scoring its favourite colours"),
    .icon_name = "qd-colorgame-symbolic",
    .file_filter_name = N_("Map-Colouring Games"),
    .patterns = colorgame_patterns,
    .examples = colorgame_examples,
    .example_titles = colorgame_example_titles,
    .get_type = qd_colorgame_page_get_type,
    .sniff = colorgame_sniff,
  },
  {
    .id = "kcell",
    .title = N_("KCell"),
    .description = N_("Race your stones across a line of cells, jumping over the pieces in the way"),
    .icon_name = "qd-kcell-symbolic",
    .file_filter_name = N_("KCell Games"),
    .patterns = kcell_patterns,
    .examples = kcell_examples,
    .example_titles = kcell_example_titles,
    .get_type = qd_kcell_page_get_type,
    .sniff = kcell_sniff,
  },
  {
    .id = "takestones",
    .title = N_("Take-Stones"),
    .description = N_("Take factors and multiples of the last stone; the player left without one loses"),
    .icon_name = "qd-take-stones-symbolic",
    .file_filter_name = N_("Take-Stones Games"),
    .patterns = takestones_patterns,
    .examples = takestones_examples,
    .example_titles = takestones_example_titles,
    .get_type = qd_takestones_page_get_type,
    .sniff = takestones_sniff,
  },
  {
    .id = "gametree",
    .title = N_("Game Tree"),
    .description = N_("Minimax and alpha-beta on a tree you draw"),
    .icon_name = "qd-game-tree-symbolic",
    .file_filter_name = N_("Game Trees"),
    .patterns = gametree_patterns,
    .examples = gametree_examples,
    .example_titles = gametree_example_titles,
    .get_type = qd_gametree_page_get_type,
    .sniff = gametree_sniff,
  },
  {
    .id = "tsp",
    .title = N_("Travelling Salesperson"),
    .description = N_("Shorten a tour by hill climbing or simulated annealing, and watch it move"),
    .icon_name = "qd-tsp-symbolic",
    .file_filter_name = N_("TSP Instances"),
    .patterns = tsp_patterns,
    .examples = tsp_examples,
    .example_titles = tsp_example_titles,
    .get_type = qd_tsp_page_get_type,
    .sniff = tsp_sniff,
  },
};

const QdProblemInfo *
qd_problems_get_all (guint *n_problems)
{
  *n_problems = G_N_ELEMENTS (problems);
  return problems;
}

const QdProblemInfo *
qd_problems_find (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (problems); i++)
    if (g_strcmp0 (problems[i].id, id) == 0)
      return &problems[i];
  return NULL;
}

static gboolean
name_matches (const QdProblemInfo *info, const char *folded)
{
  for (guint j = 0; info->patterns[j] != NULL; j++)
    if (g_pattern_match_simple (info->patterns[j], folded))
      return TRUE;
  return FALSE;
}

static char *
folded_name (GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);

  return name != NULL ? g_utf8_strdown (name, -1) : NULL;
}

const QdProblemInfo *
qd_problems_for_file (GFile *file)
{
  g_autofree char *folded = folded_name (file);

  if (folded == NULL)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (problems); i++)
    if (name_matches (&problems[i], folded))
      return &problems[i];
  return NULL;
}

const QdProblemInfo *
qd_problems_for_contents (GFile *file, const char *contents, gsize length)
{
  g_autofree char *folded = folded_name (file);
  const QdProblemInfo *by_name = NULL;
  guint n_by_name = 0;

  for (guint i = 0; folded != NULL && i < G_N_ELEMENTS (problems); i++)
    if (name_matches (&problems[i], folded))
      {
        if (by_name == NULL)
          by_name = &problems[i];
        n_by_name++;
      }
  if (n_by_name == 1)
    return by_name;
  /* Several problems share the name's pattern (or none has it): the
   * contents decide, among the claimants first. */
  for (guint i = 0; i < G_N_ELEMENTS (problems); i++)
    if ((n_by_name == 0 || name_matches (&problems[i], folded)) &&
        problems[i].sniff != NULL && problems[i].sniff (contents, length))
      return &problems[i];
  return by_name;
}

GListStore *
qd_problems_new_file_filters (void)
{
  GListStore *filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  gtk_file_filter_set_name (all, _("All Problems"));
  g_list_store_append (filters, all);
  for (guint i = 0; i < G_N_ELEMENTS (problems); i++)
    {
      g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

      gtk_file_filter_set_name (filter, _(problems[i].file_filter_name));
      for (guint j = 0; problems[i].patterns[j] != NULL; j++)
        {
          gtk_file_filter_add_pattern (filter, problems[i].patterns[j]);
          gtk_file_filter_add_pattern (all, problems[i].patterns[j]);
        }
      g_list_store_append (filters, filter);
    }
  return filters;
}

char *
qd_problems_example_uri (const QdProblemInfo *info, guint index)
{
  return g_strdup_printf ("resource:///io/github/quandary/Quandary/examples/%s/%s",
                          info->id, info->examples[index]);
}

gint
qd_problems_find_example (const QdProblemInfo *info, const char *uri)
{
  for (guint i = 0; info->examples[i] != NULL; i++)
    {
      g_autofree char *candidate = qd_problems_example_uri (info, i);

      if (g_strcmp0 (candidate, uri) == 0)
        return (gint) i;
    }
  return -1;
}
