#!/usr/bin/env node
// Writes the alt text and titles (English and Vietnamese) of the rendered room pictures into
// content/images.json from the same scene descriptions the renders are built from, so the words say
// what each render shows: the beds, the size, the hotel's style, the view, the bathroom, the hour.
// Only the pictures named: a picture whose new render was not kept still shows the old builder's room, and
// words written from today's scene would describe what it does not show.
//
// Usage: node scripts/art/alt-text.mjs <id | room scene> ... [--every-rendered] [--help]
//   id            a room picture, e.g. room-family-suite-3 (its site files must come from a render)
//   room scene    all four pictures of a room type, e.g. room-family-suite
//   --every-rendered  every rendered room picture (only when all of them were rendered from the current code)
//   --help        this text
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { roomScenes } from './blender/scenes.mjs';
import { usageOf } from './usage.mjs';

const args = process.argv.slice(2);
const USAGE = usageOf(import.meta.url);
if (args.includes('--help')) {
  console.log(USAGE);
  process.exit(0);
}
const unknown = args.filter((a) => a.startsWith('--') && a !== '--every-rendered');
const names = args.filter((a) => !a.startsWith('--'));
const every = args.includes('--every-rendered');
if (unknown.length || (!names.length && !every)) {
  console.error(`[alt-text] ${unknown.length ? `Unknown option ${unknown.join(', ')}` : 'No picture named'}: nothing written.\n${USAGE}`);
  process.exit(2);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const file = path.join(root, 'content/images.json');
const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
// only ids whose site files come from a render (art/rendered.json, written by generate.mjs)
const rendered = new Set(JSON.parse(fs.readFileSync(path.join(root, 'art/rendered.json'), 'utf8')).ids);

const TOD = {
  morning: ['on a bright morning', 'vào buổi sáng trong trẻo'],
  noon: ['at midday', 'vào giữa trưa'],
  golden: ['at golden hour', 'lúc hoàng hôn vàng'],
  dusk: ['at dusk, the lamps lit', 'lúc chạng vạng, đèn đã bật'],
  night: ['at night, the lamps lit', 'về đêm, đèn đã bật'],
};
const COLOURS = {
  '#e9dcc6': ['sand-coloured', 'màu cát'],
  '#2f7f8a': ['teal', 'xanh ngọc'],
  '#f1ebe0': ['ivory', 'màu ngà'],
  '#d9c3a5': ['honey-beige', 'màu be mật ong'],
  '#c8744f': ['terracotta', 'màu đất nung'],
  '#a9c4bf': ['sea-green', 'xanh lục nhạt'],
  '#f2f0ec': ['white', 'trắng'],
  '#3a3f44': ['charcoal', 'xám than'],
  '#e8e2d6': ['cream', 'màu kem'],
  '#ecebe8': ['pale grey', 'xám nhạt'],
  '#d9d4cc': ['warm grey', 'xám ấm'],
  '#2d3b45': ['dark slate', 'xám đá đậm'],
};
const SLATS = {
  '#233548': ['navy', 'xanh navy'],
  '#4a3d33': ['walnut', 'gỗ óc chó'],
  '#2c3b47': ['slate', 'xám đá'],
  '#3b4a45': ['deep green', 'xanh rêu đậm'],
  '#1f2f3d': ['midnight-blue', 'xanh đêm'],
  '#5a4636': ['dark oak', 'gỗ sồi sẫm'],
};
// the accent colours of the beds' throws and bolsters, the balcony cushions
const ACCENT = {
  '#2f7f8a': ['teal', 'xanh ngọc'],
  '#c8744f': ['terracotta', 'màu đất nung'],
  '#e8a68f': ['blush', 'hồng phấn'],
  '#6b7b4b': ['olive-green', 'xanh ô liu'],
  '#e9dcc6': ['sand-coloured', 'màu cát'],
  '#8a3b2a': ['rust-red', 'đỏ gạch'],
  '#1f5f6b': ['deep teal', 'xanh ngọc đậm'],
  '#c9a24a': ['ochre-gold', 'vàng nghệ'],
  '#1f3550': ['navy', 'xanh navy'],
  '#e9e6e0': ['ivory', 'màu ngà'],
  '#0f2a3d': ['midnight-blue', 'xanh đêm'],
  '#3b4a45': ['deep green', 'xanh rêu đậm'],
  '#5f6b70': ['slate-grey', 'xám đá'],
};
/** 'an olive-green', 'a teal' */
const an = (w) => `${/^[aeiou]/.test(w) ? 'an' : 'a'} ${w}`;
const SHORT = {
  'Standard Room Sea View': ['Standard Sea View', 'Phòng Standard hướng biển'],
  'Superior Room City View': ['Superior City View', 'Phòng Superior hướng phố'],
  'Superior Room Sea View': ['Superior Sea View', 'Phòng Superior hướng biển'],
  'Deluxe Room Sea View': ['Deluxe Sea View', 'Phòng Deluxe hướng biển'],
  'Suite Sea View': ['Suite Sea View', 'Suite hướng biển'],
  'Family Suite': ['Family Suite', 'Family Suite'],
  'Timeless Room City View': ['Timeless City View', 'Phòng Timeless hướng phố'],
  'Timeless Room Sea View': ['Timeless Sea View', 'Phòng Timeless hướng biển'],
  'Panoramic Room City View': ['Panoramic City View', 'Phòng Panoramic hướng phố'],
  'Panoramic Room Sea View': ['Panoramic Sea View', 'Phòng Panoramic hướng biển'],
  'Premium Room City View': ['Premium City View', 'Phòng Premium hướng phố'],
  'Premium Room Sea View': ['Premium Sea View', 'Phòng Premium hướng biển'],
};

function texts(sc) {
  const sea = sc.view === 'sea';
  const sor = sc.hotel === 'sorrento';
  const m2 = sc.room.m2;
  const tod = TOD[sc.tod];
  const family = sc.layout === 'family';
  const beds = family
    ? ['Two king-size beds in two sleeping areas parted by a slatted wooden screen', 'Hai giường king trong hai khu ngủ ngăn bởi vách nan gỗ']
    : sc.beds === 2
      ? ['Twin beds', 'Hai giường đơn']
      : sc.bed === 'king'
        ? ['A king-size bed', 'Giường king']
        : ['A double bed', 'Giường đôi'];
  const bedsLower = [beds[0].replace(/^A /, 'the ').replace(/^Twin/, 'the twin').replace(/^Two/, 'the two'), beds[1].toLowerCase()];
  const slat = SLATS[sc.accent.slats] ?? ['navy', 'xanh navy'];
  const thr = ACCENT[sc.accent.throw] ?? ['coloured', 'màu'];
  const cus = ACCENT[sc.accent.cushion] ?? ['coloured', 'màu'];
  const chair = ACCENT[sc.accent.chair] ?? ['coloured', 'màu'];
  // the beds as rooms.bedroom makes them (bedding.soft_bed): a soft duvet over the edge, plump pillows, a throw
  const made = family
    ? [`made up with soft duvets, plump pillows and ${thr[0]} throws`, `trải chăn lông mềm, gối êm và khăn phủ ${thr[1]}`]
    : [
        sc.beds === 2
          ? `made up with soft duvets, plump pillows leaning on the headboard, ${thr[0]} throws and ${cus[0]} cushions`
          : `made up with a soft duvet, plump pillows leaning on the headboard, ${an(thr[0])} throw and ${an(cus[0])} cushion`,
        `trải chăn lông mềm, gối êm tựa đầu giường, khăn phủ ${thr[1]} và gối trang trí ${cus[1]}`,
      ];
  // A setup with its own beams (the Family Suite: fewer, in light oak, scenes.mjs SETUPS) is not walnut.
  const beams = sc.beams ? ['light oak beams', 'dầm gỗ sồi sáng màu'] : ['walnut beams', 'dầm gỗ óc chó'];
  const styleText = sor
    ? [
        `warm, classic room with exposed ${beams[0]}, panelled walls, a walnut floor and an upholstered headboard`,
        `phòng phong cách ấm áp, cổ điển với ${beams[1]} lộ trần, tường ốp phào chỉ, sàn gỗ óc chó và đầu giường bọc nệm`,
      ]
    : [
        `cool, modern room with a marble floor, a ${slat[0]} slatted wall behind the headboard and a cove-lit ceiling`,
        `phòng phong cách hiện đại, thanh lịch với sàn đá cẩm thạch, vách nan ${slat[1]} sau đầu giường và trần đèn hắt`,
      ];
  const win = sea
    ? [
        'linen drapes and sheers frame French doors open onto a balcony above the sea, a potted olive tree beside them',
        'rèm vải lanh và rèm voan hai bên cửa kính mở ra ban công nhìn xuống biển, cạnh đó là một chậu cây ô liu',
      ]
    : [
        'linen drapes and sheers frame a wide window over the tiled roofs across the street to the town on the hillside, a potted olive tree beside it',
        'rèm vải lanh và rèm voan hai bên khung cửa sổ rộng nhìn qua những mái ngói bên kia phố tới thị trấn trên sườn đồi, cạnh đó là một chậu cây ô liu',
      ];
  const b = sc.bath;
  const bt = TOD[b.tod];
  const colour = COLOURS[b.tile] ?? ['pale', 'sáng màu'];
  // what baths.py builds: tiles with a majolica band or book-matched marble slabs, a dressed vanity, mirrors and sconces
  const tub =
    b.tub === 'free'
      ? ['a freestanding bathtub with a floor-standing filler', 'bồn tắm đặt tự do với vòi xả đứng sàn']
      : sor
        ? ['a bathtub built into a tiled deck with a marble top', 'bồn tắm xây âm trong bệ ốp gạch, mặt đá cẩm thạch']
        : ['a bathtub built into a marble deck', 'bồn tắm xây âm trong bệ đá cẩm thạch'];
  const basins = b.basins === 2 ? ['two basins', 'hai chậu rửa'] : ['a basin', 'một chậu rửa'];
  const walls = sor
    ? [`${colour[0]} tiles with a band of hand-painted majolica`, `gạch ${colour[1]} với một dải gạch men majolica vẽ tay`]
    : b.vein === '#c9a24a'
      ? [`book-matched ${colour[0]} marble slabs veined in gold`, `những tấm đá cẩm thạch ${colour[1]} điểm vân vàng, ghép đối xứng`]
      : [`book-matched ${colour[0]} marble slabs`, `những tấm đá cẩm thạch ${colour[1]} ghép đối xứng vân`];
  const vanity = sor
    ? [`a walnut washstand with ${basins[0]} and towels stacked on its shelf`, `bàn lavabo gỗ óc chó với ${basins[1]} và khăn xếp trên kệ dưới`]
    : [`a marble-topped dark wood vanity with ${basins[0]}`, `bàn lavabo gỗ sẫm mặt đá cẩm thạch với ${basins[1]}`];
  const two = b.basins === 2;
  const mirror = sor
    ? [two ? 'two wood-framed mirrors' : 'a wood-framed mirror', two ? 'hai gương khung gỗ' : 'gương khung gỗ']
    : [two ? 'two frameless mirrors' : 'a frameless mirror', two ? 'hai gương không khung' : 'gương không khung'];
  const dressing = [
    'folded towels, amber bottles on a tray and a white orchid',
    'khăn gấp, những chai thủy tinh màu hổ phách trên khay và một chậu lan hồ điệp trắng',
  ];
  const shower = b.shower ? [', a walk-in rain shower behind a framed glass screen', ', khu tắm vòi sen phun mưa sau vách kính khung mảnh'] : ['', ''];
  // the window: the bedroom's sea (islands of scrub over limestone cliffs: dressing.seascape, style 'coast') or the town; the view point (rooms.room_scene)
  const outlook = sea
    ? ['the sea and islands of dark scrub over pale cliffs', 'biển và những hòn đảo phủ cây bụi xanh sẫm trên vách đá màu nhạt']
    : ['the roofs and the hillside town', 'mái ngói và thị trấn trên sườn đồi'];
  // from the door straight down the room (rooms.room_scene 'axis'): the tub centred under the window, the vanity's far
  // end at the side, its mirrors out of the frame
  const axis = b.cam === 'axis';
  const axisText = [
    `The room's own bathroom in ${walls[0]}, seen from the door straight down the room: ${tub[0]} centred under a window onto ${outlook[0]}, a framed print on the wall, the end of a marble-topped dark wood vanity with a vessel basin, brass taps and a white orchid, a towel on a brass rail, a teak stool with towels, ${bt[0]}`,
    `Phòng tắm riêng ốp ${walls[1]}, nhìn thẳng từ cửa vào: ${tub[1]} đặt chính giữa dưới cửa sổ nhìn ra ${outlook[1]}, bức tranh đóng khung trên tường, một đầu bàn lavabo gỗ sẫm mặt đá cẩm thạch với chậu rửa đặt nổi, vòi nước bằng đồng và một chậu lan hồ điệp trắng, khăn vắt trên thanh treo bằng đồng, ghế đẩu gỗ tếch với khăn xếp, ${bt[1]}`,
  ];
  const slot2 = sc.shots[1].kind;
  const s2 =
    slot2 === 'balcony' && sc.terrace
      ? [
          `The suite's long terrace: two teak day beds with thick cushions and ${cus[0]} and ${chair[0]} pillows by the French doors, a marble bistro table for two with bentwood chairs, a tray with two glasses of white wine and a carafe, troughs of bougainvillea along the wrought-iron railing, potted olives, and beyond them the sea and islands, their slopes dark with scrub above pale limestone cliffs, ${tod[0]}`,
          `Sân hiên dài của suite: hai giường tắm nắng gỗ teak với nệm dày và gối màu ${cus[1]} và ${chair[1]} cạnh cửa kính, bàn bistro mặt đá cho hai người với ghế gỗ uốn, khay với hai ly vang trắng và bình nước, những bồn hoa giấy dọc lan can sắt rèn, chậu ô liu, phía xa là biển và những hòn đảo, sườn đồi phủ cây bụi xanh sẫm phía trên những vách đá vôi màu nhạt, ${tod[1]}`,
        ]
      : slot2 === 'balcony' && sc.view2 === 5 && sor
        ? // rooms.room_scene view2 5: from inside the room through the French doors (no lamps in the frame: the hour only)
          [
            `The room's balcony seen from inside through the French doors, linen drapes and sheers either side: two bentwood bistro chairs with ${thr[0]} cushions at a marble-topped table with a tray and two glasses of white wine, the wrought-iron railing, and beyond it the sea and islands, their slopes dark with scrub above pale limestone cliffs, a potted olive tree in the corner of the room, ${tod[0].split(',')[0]}`,
            `Ban công của phòng nhìn từ trong phòng qua cửa kính kiểu Pháp, hai bên là rèm vải lanh và rèm voan: hai ghế gỗ uốn kiểu bistro với nệm ${thr[1]} bên bàn mặt đá, khay với hai ly vang trắng, lan can sắt rèn, phía xa là biển và những hòn đảo, sườn đồi phủ cây bụi xanh sẫm phía trên những vách đá vôi màu nhạt, chậu ô liu ở góc phòng, ${tod[1].split(',')[0]}`,
          ]
        : slot2 === 'balcony' && sc.view2 === 4 && sor
          ? // rooms.room_scene view2 4: along the balcony from the railing, back toward the facade and the open doors
            [
              `The room's balcony seen along its length from the railing: two bentwood bistro chairs with ${thr[0]} cushions at a marble-topped table with a tray and two glasses of white wine, a planter and bougainvillea over the far wall, a potted olive, the wrought-iron railing and the calm sea out to the horizon on the left, and on the right the open French doors into the room, ${tod[0]}`,
              `Ban công của phòng nhìn dọc theo chiều dài từ phía lan can: hai ghế gỗ uốn kiểu bistro với nệm ${thr[1]} bên bàn mặt đá, khay với hai ly vang trắng, bồn cây và hoa giấy rủ trên bức tường phía xa, chậu ô liu, lan can sắt rèn và mặt biển phẳng lặng trải tới chân trời bên trái, bên phải là cửa kính kiểu Pháp mở vào phòng, ${tod[1]}`,
            ]
          : slot2 === 'balcony'
            ? sor
              ? [
                  `The room's balcony: two bentwood bistro chairs with ${thr[0]} cushions at a marble-topped table with a tray, two glasses of white wine and a carafe, a planter and bougainvillea over the wall, a potted olive, the wrought-iron railing, and beyond it the sea and islands, their slopes dark with scrub above pale limestone cliffs, ${tod[0]}`,
                  `Ban công của phòng: hai ghế gỗ uốn kiểu bistro với nệm ${thr[1]} bên bàn mặt đá, khay với hai ly vang trắng và bình nước, bồn cây và hoa giấy rủ trên tường, chậu ô liu, lan can sắt rèn, phía xa là biển và những hòn đảo, sườn đồi phủ cây bụi xanh sẫm phía trên những vách đá vôi màu nhạt, ${tod[1]}`,
                ]
              : [
                  `The room's balcony: two deep upholstered lounge chairs with ${cus[0]} cushions beside a low marble table with a tray, two glasses of white wine and a carafe, a planter and bougainvillea over the wall, a potted olive, the glass railing, and beyond it the sea and islands, their slopes dark with scrub above pale limestone cliffs, ${tod[0]}`,
                  `Ban công của phòng: hai ghế bành bọc nệm sâu với gối ${cus[1]} bên bàn thấp mặt đá, khay với hai ly vang trắng và bình nước, bồn cây và hoa giấy rủ trên tường, chậu ô liu, lan can kính, phía xa là biển và những hòn đảo, sườn đồi phủ cây bụi xanh sẫm phía trên những vách đá vôi màu nhạt, ${tod[1]}`,
                ]
            : slot2 === 'desk'
              ? [
                  `The writing desk by the window under a framed print${sor ? '' : ' on a slatted wall'}: a lamp, a notebook, a cup of coffee, books and a bud vase, a potted olive tree in the corner; the shuttered houses and tiled roofs across the street and the town climbing the hill beyond, ${tod[0]}`,
                  `Bàn làm việc cạnh cửa sổ dưới bức tranh đóng khung${sor ? '' : ' trên vách nan gỗ'}: đèn bàn, sổ tay, tách cà phê, mấy cuốn sách và bình hoa nhỏ, chậu ô liu ở góc phòng; bên ngoài là những ngôi nhà cửa chớp, mái ngói bên kia phố và thị trấn trải dài trên sườn đồi, ${tod[1]}`,
                ]
              : [
                  `The sitting area: a sofa, an armchair and a round marble coffee table on a rug near the balcony doors, a potted olive tree in the corner, ${tod[0]}`,
                  `Góc tiếp khách: sofa, ghế bành và bàn trà tròn mặt đá trên tấm thảm gần cửa ban công, chậu ô liu ở góc phòng, ${tod[1]}`,
                ];
  const kind4 = sc.shots.find((s) => s.id.endsWith('-4')).kind;
  const desk4 = kind4 === 'desk' && sea;
  // a room whose fourth picture is taken from its twin beds toward the glass doors (scenes.mjs SETUPS view4 'glass')
  const glass4 = kind4 === 'glass' && sea && !sor && sc.beds === 2;
  const s2title = slot2 === 'balcony' ? ['balcony', 'ban công'] : slot2 === 'desk' ? ['writing desk', 'bàn làm việc'] : ['sitting area', 'góc tiếp khách'];
  const short = SHORT[sc.room.title] ?? [sc.room.title, sc.room.title];
  return [
    {
      alt: [
        family
          ? `Two king-size beds ${made[0]}, benches at their feet, in two sleeping areas parted by a slatted wooden screen, in a ${m2} m² ${styleText[0]}, seen from the door across the sitting area (a sofa and two armchairs round a marble table on a bordered rug); ${win[0]}, ${tod[0]}`
          : `${beds[0]} ${made[0]} in a ${m2} m² ${styleText[0]}, seen from the door; ${win[0]}, ${tod[0]}`,
        family
          ? `Hai giường king ${made[1]}, ghế dài cuối giường, trong hai khu ngủ ngăn bởi vách nan gỗ, trong ${styleText[1]}, rộng ${m2} m², nhìn từ cửa vào qua góc tiếp khách (sofa và hai ghế bành quanh bàn mặt đá trên tấm thảm có viền hoa văn); ${win[1]}, ${tod[1]}`
          : `${beds[1]} ${made[1]} trong ${styleText[1]}, rộng ${m2} m², nhìn từ cửa vào; ${win[1]}, ${tod[1]}`,
      ],
      title: [`${short[0]} bedroom`, `${short[1]} – phòng ngủ`],
    },
    { alt: s2, title: [`${short[0]} ${s2title[0]}`, `${short[1]} – ${s2title[1]}`] },
    {
      alt: axis
        ? axisText
        : [
            `The room's own bathroom in ${walls[0]}: ${tub[0]} under a window onto ${outlook[0]}, ${vanity[0]}, ${mirror[0]}, wall sconces and brass taps, ${dressing[0]}${shower[0]}, ${bt[0]}`,
            `Phòng tắm riêng ốp ${walls[1]}: ${tub[1]} dưới cửa sổ nhìn ra ${outlook[1]}, ${vanity[1]}, ${mirror[1]}, đèn tường và vòi nước bằng đồng, ${dressing[1]}${shower[1]}, ${bt[1]}`,
          ],
      title: [`${short[0]} bathroom`, `${short[1]} – phòng tắm`],
    },
    {
      // the fourth picture (scenes.mjs SETUPS view4): from between the twin beds to the glass doors ('glass'), the writing
      // desk by the balcony doors ('desk'), or the bedroom from the window side
      alt: glass4
        ? [
            `From between the twin beds, at sitting height: across a bed with its ${thr[0]} throw to the glass doors, linen drapes and sheers either side, two lounge chairs on the balcony and the sea with an island of dark scrub over pale cliffs beyond; a potted olive tree, the writing desk with its lamp and chair and the ${slat[0]} slatted wall on the right, ${tod[0]}`,
            `Nhìn từ giữa hai giường đơn, ngang tầm mắt khi ngồi: qua một chiếc giường với khăn phủ ${thr[1]} tới cửa kính, hai bên là rèm vải lanh và rèm voan, hai ghế bành trên ban công và biển với một hòn đảo phủ cây bụi xanh sẫm trên vách đá màu nhạt phía xa; bên phải là chậu ô liu, bàn làm việc với đèn bàn và ghế, vách nan ${slat[1]}, ${tod[1]}`,
          ]
        : desk4
          ? [
              `The writing desk beside the balcony doors, under a framed print on a slatted wall: a lamp, books and a bud vase, ${an(chair[0])} chair, a potted olive tree and a brass floor lamp; through the glass, two lounge chairs on the balcony and the sea with an island of dark scrub over pale cliffs, ${tod[0]}`,
              `Bàn làm việc cạnh cửa ban công, dưới bức tranh đóng khung trên vách nan gỗ: đèn bàn, mấy cuốn sách và bình hoa nhỏ, ghế màu ${chair[1]}, chậu ô liu và đèn cây bằng đồng; qua lớp kính là hai ghế bành trên ban công và biển với một hòn đảo phủ cây bụi xanh sẫm trên vách đá màu nhạt, ${tod[1]}`,
            ]
          : family
            ? [
                `The suite from the window side, at sitting height: two armchairs and a round marble table on a bordered rug, a console under a large print on the far wall, and the two king-size beds with benches at their feet, parted by a slatted walnut screen, ${tod[0]}`,
                `Suite nhìn từ phía cửa sổ, ngang tầm mắt khi ngồi: hai ghế bành và bàn tròn mặt đá trên tấm thảm có viền hoa văn, bàn console dưới bức tranh lớn ở bức tường phía xa, và hai giường king với ghế dài cuối giường, ngăn bởi vách nan gỗ óc chó, ${tod[1]}`,
              ]
            : [
                `The bedroom from the window side, at sitting height: ${bedsLower[0]} with ${sc.beds === 2 ? `${thr[0]} throws on soft duvets` : `${an(thr[0])} throw on a soft duvet`}, the wardrobe and the entrance door, ${sor ? 'panel mouldings on the walls' : 'a console with a large print and a brass floor lamp'}, ${tod[0]}`,
                `Phòng ngủ nhìn từ phía cửa sổ, ngang tầm mắt khi ngồi: ${bedsLower[1]} với chăn lông mềm và khăn phủ ${thr[1]}, tủ quần áo và cửa ra vào, ${sor ? 'tường ốp phào chỉ' : 'bàn console với bức tranh lớn và đèn cây bằng đồng'}, ${tod[1]}`,
              ],
      title: glass4
        ? [`${short[0]} bedroom, the view to the sea`, `${short[1]} – phòng ngủ, nhìn ra biển`]
        : desk4
          ? [`${short[0]} writing desk`, `${short[1]} – bàn làm việc`]
          : [`${short[0]} bedroom, another view`, `${short[1]} – phòng ngủ, góc nhìn khác`],
    },
  ];
}

const scenes = roomScenes();
const known = new Set(scenes.flatMap((sc) => [sc.name, ...['1', '2', '3', '4'].map((n) => `${sc.name}-${n}`)]));
const strangers = names.filter((n) => !known.has(n));
if (strangers.length) {
  console.error(`[alt-text] Not a room picture or room scene: ${strangers.join(', ')}. Nothing written.`);
  process.exit(2);
}
const written = [];
for (const sc of scenes) {
  const t = texts(sc);
  ['1', '2', '3', '4'].forEach((n, i) => {
    const id = `${sc.name}-${n}`;
    if (!(every || names.includes(id) || names.includes(sc.name))) return;
    // a drawn picture keeps its own words
    if (!rendered.has(id)) return;
    const entry = manifest.images[id];
    entry.alt = { en: t[i].alt[0], vi: t[i].alt[1] };
    entry.title = { en: t[i].title[0], vi: t[i].title[1] };
    written.push(id);
  });
}
// formatted like every JSON file of the repository (npm run format:check reads it); from an indented text, since
// Prettier keeps an object on several lines only where its source was
fs.writeFileSync(file, await prettier.format(JSON.stringify(manifest, null, 2), { ...(await prettier.resolveConfig(file)), filepath: file }));
console.log(`[alt-text] written for ${written.length} picture(s): ${written.join(' ')}`);
