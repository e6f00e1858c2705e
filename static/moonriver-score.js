/* Moon River scoring in the browser, so the editor's score follows every tap, offline too.

   A second reading of companion/games/moonriver (the Python engine stays the truth and
   the authority for saved results): a differential test scores thousands of generated
   ranches with both and wants every number equal. Like the engine's score_ranch it trusts
   its input (the editor only makes plots inside the grid, one per cell); validation and
   the table limits are the server's.

   The game's tables (terrains, resources, partners, which terrain carries which symbol,
   which specialist scores which, scenario names, a group's points, the grid's size) are
   not written here: the page carries them, made from the engine's enums
   (companion/web/game_tables.py), as data-tables on this script's own tag. This is the
   one script that reads them; it hands them on as MoonRiverScore.tables (the editor uses
   them from there).

   MoonRiverScore.scoreGame(request) takes a scores request (mode, scenario, players with
   name and ranch) and answers the JSON shape of POST /api/v1/moon-river/scores, with the
   same orderings. Warnings carry a code and their plots; a "message" is added only when
   a describe(code, plots) function is passed, since the words live in the page's catalog.
   Ranks, winners and the tiebreak follow rulings W1-W6 as score_game gives them. */
(function (root, tag) {
  "use strict";
  if (!tag?.dataset.tables)
    throw new Error("moonriver-score.js needs the game's tables: data-tables on its tag");
  var tables = JSON.parse(tag.dataset.tables);
  function each(list) {
    var set = {};
    list.forEach(function (name) {
      set[name] = true;
    });
    return set;
  }
  function zeros(list) {
    var out = {};
    list.forEach(function (name) {
      out[name] = 0;
    });
    return out;
  }
  var TERRAINS = tables.terrains,
    RESOURCE_OF = tables.resource_of,
    BONUS_OF = tables.bonus_of,
    BANDITS = each(tables.bandits),
    WITHOUT_HERD = each(tables.without_herd),
    GROUP = tables.group,
    WARNING = tables.warnings;
  var ROWS = tables.rows.two_players,
    COLS = tables.columns,
    STRIDE = 8; /* a cell's key is row * STRIDE + col: more than COLS + 1, so no wrap */

  function key(row, col) {
    return row * STRIDE + col;
  }
  function cell(k) {
    return [Math.floor(k / STRIDE), k % STRIDE];
  }
  function inGrid(p) {
    return p.row >= 1 && p.row <= ROWS && p.col >= 1 && p.col <= COLS;
  }

  /* Maximal groups of orthogonally adjacent cells of `at` (key -> value) where
     same(a, b) holds, each sorted, ordered by their first cell (grid.regions). */
  function regions(at, same) {
    var keys = Object.keys(at)
      .map(Number)
      .sort(function (a, b) {
        return a - b;
      });
    var seen = {},
      found = [];
    keys.forEach(function (start) {
      if (seen[start]) return;
      seen[start] = true;
      var members = [start];
      for (var i = 0; i < members.length; i++) {
        var k = members[i],
          row = Math.floor(k / STRIDE),
          col = k % STRIDE;
        var near = [];
        if (row > 1) near.push(k - STRIDE);
        if (row < ROWS) near.push(k + STRIDE);
        if (col > 1) near.push(k - 1);
        if (col < COLS) near.push(k + 1);
        near.forEach(function (n) {
          if (!seen[n] && n in at && same(at[k], at[n])) {
            seen[n] = true;
            members.push(n);
          }
        });
      }
      members.sort(function (a, b) {
        return a - b;
      });
      found.push(members);
    });
    return found;
  }
  function equal(a, b) {
    return a === b;
  }
  function always() {
    return true;
  }
  function cells(keys) {
    return keys.map(cell);
  }

  /* S7: a group of n scores 10 + 10 x (n - 3); groups of fewer than 3 plots, nothing. */
  function scored(groups) {
    return groups
      .filter(function (g) {
        return g.keys.length >= GROUP.min_plots;
      })
      .map(function (g) {
        var points = GROUP.points + GROUP.each_more * (g.n - GROUP.min_plots);
        return { size: g.n, points: points, plots: cells(g.keys) };
      });
  }
  function plain(keys) {
    return { keys: keys, n: keys.length };
  }

  var SCENARIOS = {
    /* Forest territories of 3+ plots with a plot in row 1 (sorted: the first one). */
    "timber-rafting": function (_plots, byTerrain) {
      return scored(
        byTerrain.forest
          .filter(function (k) {
            return k[0] < 2 * STRIDE;
          })
          .map(plain),
      );
    },
    /* Adjacent plots carrying nuggets, terrains mixed; n = nugget symbols (D-1, D-2, D-4). */
    "gold-rush": function (plots) {
      var at = {};
      plots.forEach(function (p) {
        if (p.resources > 0 && RESOURCE_OF[p.terrain] === "nuggets")
          at[key(p.row, p.col)] = p.resources;
      });
      return scored(
        regions(at, always).map(function (keys) {
          return {
            keys: keys,
            n: keys.reduce(function (sum, k) {
              return sum + at[k];
            }, 0),
          };
        }),
      );
    },
    /* Adjacent plots carrying partners with a bandit among them; n = partners (D-15). */
    outlaws: function (plots) {
      var at = {};
      plots.forEach(function (p) {
        if (p.partner) at[key(p.row, p.col)] = p.partner;
      });
      return scored(
        regions(at, always)
          .filter(function (keys) {
            return keys.some(function (k) {
              return BANDITS[at[k]];
            });
          })
          .map(plain),
      );
    },
    /* Farm territories of 3+ plots. */
    "moon-river-city": function (_plots, byTerrain) {
      return scored(byTerrain.farm.map(plain));
    },
  };

  function normal(p) {
    return {
      row: p.row,
      col: p.col,
      terrain: p.terrain,
      cows: p.cows || 0,
      resources: p.resources || 0,
      partner: p.partner || null,
      bonus: !!p.bonus,
    };
  }

  /* One ranch's score-pad column, tiebreak values and warnings (scoring.score_ranch). */
  function scoreRanch(ranch, mode, scenario, describe, rows) {
    var plots = ((ranch && ranch.plots) || []).map(normal);
    rows = (ranch && ranch.rows) || rows;
    var terrainAt = {},
      herd = {},
      onCornfield = [],
      removed = 0,
      unpaired = false;
    var resources = zeros(tables.resources),
      specialists = zeros(Object.keys(BONUS_OF));
    plots.forEach(function (p) {
      var k = key(p.row, p.col);
      if (inGrid(p)) terrainAt[k] = p.terrain;
      if (p.cows > 1) removed += p.cows - 1; /* S1: one cow a plot */
      if (p.cows > 0) {
        if (WITHOUT_HERD[p.terrain]) onCornfield.push(k); /* S2: counts nowhere */
        else herd[k] = true;
      }
      if (p.resources > 0 && RESOURCE_OF[p.terrain])
        resources[RESOURCE_OF[p.terrain]] += p.resources;
      if (p.partner in specialists) specialists[p.partner] += 1;
      if (!p.bonus) unpaired = !unpaired;
    });

    var byTerrain = {},
      points = {},
      territories = [],
      largest = 0;
    TERRAINS.forEach(function (t) {
      byTerrain[t] = [];
      points[t] = 0;
    });
    regions(terrainAt, equal).forEach(function (keys) {
      byTerrain[terrainAt[keys[0]]].push(keys);
    });
    TERRAINS.forEach(function (t) {
      byTerrain[t].forEach(function (keys) {
        var cows = keys.filter(function (k) {
          return herd[k];
        }).length;
        var worth = WITHOUT_HERD[t] ? 0 : keys.length * cows; /* S4 */
        points[t] += worth;
        largest = Math.max(largest, keys.length);
        territories.push({
          terrain: t,
          size: keys.length,
          cows: cows,
          points: worth,
          plots: cells(keys),
        });
      });
    });

    var partners = {};
    Object.keys(BONUS_OF).forEach(function (who) {
      partners[who] = specialists[who] * resources[BONUS_OF[who]];
    });
    var groups =
      mode === "legends" && SCENARIOS[scenario] ? SCENARIOS[scenario](plots, byTerrain) : [];
    var scenarioPoints = groups.reduce(function (sum, g) {
      return sum + g.points;
    }, 0);

    /* A2: plots not joined to row 1 through other plots. */
    var river = {},
      riverside = [];
    Object.keys(terrainAt).forEach(function (k) {
      if (k < 2 * STRIDE) riverside.push(+k);
      else river[k] = true;
    });
    for (var i = 0; i < riverside.length; i++) {
      /* grows as it goes: a flood fill */
      var k = riverside[i];
      [k - STRIDE, k + STRIDE, k - 1, k + 1].forEach(function (n) {
        if (river[n]) {
          river[n] = false;
          riverside.push(n);
        }
      });
    }
    var loose = Object.keys(river)
      .filter(function (k) {
        return river[k];
      })
      .map(Number)
      .sort(function (a, b) {
        return a - b;
      });
    var warnings = [];
    if (unpaired) warnings.push({ code: WARNING.odd_plot_count, plots: [] });
    if (loose.length) warnings.push({ code: WARNING.not_connected, plots: cells(loose) });
    if (onCornfield.length) {
      warnings.push({
        code: WARNING.cow_on_cornfield,
        plots: cells(
          onCornfield.sort(function (a, b) {
            return a - b;
          }),
        ),
      });
    }
    /* G2: a bonus tile is earned by reaching the 10th and last row with a domino. */
    var bonusAt = plots.filter(function (p) {
      return p.bonus;
    });
    if (
      rows === ROWS &&
      bonusAt.length &&
      !plots.some(function (p) {
        return p.row === ROWS && !p.bonus;
      })
    ) {
      warnings.push({
        code: WARNING.bonus_before_row_ten,
        plots: bonusAt.map(function (p) {
          return [p.row, p.col];
        }),
      });
    }
    if (describe)
      warnings.forEach(function (w) {
        w.message = describe(w.code, w.plots);
      });

    var total = scenarioPoints;
    [points, resources, partners].forEach(function (part) {
      Object.keys(part).forEach(function (name) {
        total += part[name];
      });
    });
    return {
      total: total,
      breakdown: {
        territories: points,
        resources: resources,
        partners: partners,
        scenario: scenarioPoints,
      },
      territories: territories,
      scenario_groups: groups,
      largest_territory: largest,
      cows: Object.keys(herd).length,
      overpopulation_removed: removed,
      warnings: warnings,
    };
  }

  function order(s) {
    return [s.total, s.largest_territory, s.cows];
  }
  function above(a, b) {
    /* W5: is key a ranked before key b? */
    for (var i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] > b[i];
    return false;
  }
  /* W6: which step separated the winners from the others tied on the top total. */
  function tiebreak(keys) {
    var steps = [null].concat(tables.tiebreak.steps),
      contenders = keys;
    for (var step = 0; step < steps.length; step++) {
      var best = Math.max.apply(
        null,
        contenders.map(function (k) {
          return k[step];
        }),
      );
      contenders = contenders.filter(function (k) {
        return k[step] === best;
      });
      if (contenders.length === 1) return steps[step];
    }
    return tables.tiebreak.shared;
  }

  function scoreGame(request, describe) {
    var mode = request.mode || "base",
      scenario = request.scenario || null;
    var players = request.players || [],
      rows =
        players.length === 2 ? ROWS : tables.rows.three_or_four_players; /* as the API reads it */
    players = players.map(function (player) {
      var out = { name: player.name };
      var score = scoreRanch(player.ranch, mode, scenario, describe, rows);
      Object.keys(score).forEach(function (k) {
        out[k] = score[k];
      });
      return out;
    });
    var keys = players.map(order);
    players.forEach(function (p, i) {
      /* W5: competition ranks */
      p.rank =
        1 +
        keys.filter(function (other) {
          return above(other, keys[i]);
        }).length;
    });
    return {
      players: players,
      winners: players
        .filter(function (p) {
          return p.rank === 1;
        })
        .map(function (p) {
          return p.name;
        }),
      tiebreak: players.length ? tiebreak(keys) : null,
    };
  }

  tables.scenarios.forEach(function (name) {
    if (!SCENARIOS[name]) throw new Error("moonriver-score.js cannot score the scenario " + name);
  });

  root.MoonRiverScore = { scoreGame: scoreGame, scoreRanch: scoreRanch, tables: tables };
})(
  typeof globalThis !== "undefined" ? globalThis : this,
  /* run from a bundle once the page is parsed (companion/web/assets.py), there is no current script */
  document.currentScript || document.querySelector("script[data-tables]"),
);
